// What other modules may use of the customer side.
import type { CustomerRepository } from './customer.repository.ts';

/** One booking of a customer, for the customer's own moves of it. */
export type CustomerBookings = Pick<CustomerRepository, 'bookingOfCustomer'>;
