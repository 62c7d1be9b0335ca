import type { BookingData } from '../page/index.ts';

/** The booking steps, opened over the shop page once services are chosen. */
export function openBooking(_shop: BookingData, _services: BookingData['services']) {}
