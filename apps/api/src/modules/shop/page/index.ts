// What the browser script (../browser) uses of the server-drawn page.
export type { BookingData } from './view.ts';
