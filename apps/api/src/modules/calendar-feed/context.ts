import type { Clock } from '../../adapters/clock.ts';
import type { Transact } from '../../db/database.ts';
import type { CalendarFeedRepository } from './calendar-feed.repository.ts';

/** What the calendar feeds work with (issue 36); the use cases in use-cases/ take it first. */
export interface CalendarFeedContext {
  transact: Transact;
  feeds: CalendarFeedRepository;
  clock: Clock;
  /** The server's own address: the feed's link is made from it. */
  publicUrl: string;
}
