import type { Clock } from '../../adapters/clock.ts';
import type { FileStore } from '../../adapters/file-store.ts';
import type { Db, Transact } from '../../db/database.ts';
import type { CatalogueRepository } from './catalogue.repository.ts';

/**
 * What the catalogue's use cases work with (services, bundles, add-ons and workspace images: what
 * a provider sells and shows), built once in container.ts.
 */
export interface CatalogueContext {
  /** For reads and writes outside any transaction. */
  db: Db;
  transact: Transact;
  catalogue: CatalogueRepository;
  clock: Clock;
  files: FileStore;
}
