export type { CatalogueService } from './catalogue.service.ts';
