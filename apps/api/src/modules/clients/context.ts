import type { Clock } from '../../adapters/clock.ts';
import type { Db } from '../../db/database.ts';
import type { ShopBookSums } from '../checkout/index.ts';
import type { OnlineTakings } from '../wallet/index.ts';
import type { ClientsRepository } from './clients.repository.ts';

/** What the client book works with (issue 36); the use cases in use-cases/ take it first. */
export interface ClientsContext {
  db: Db;
  clients: ClientsRepository;
  /** What each booking's client paid at the chair (the shop's book's port). */
  shopBook: ShopBookSums;
  /** What each booking brought in online and the vendor kept (the wallet's port). */
  online: OnlineTakings;
  clock: Clock;
}
