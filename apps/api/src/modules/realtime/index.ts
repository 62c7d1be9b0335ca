export type { RealtimeEvent } from './events.ts';
