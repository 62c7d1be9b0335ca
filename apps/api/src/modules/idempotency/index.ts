export type { IdempotencyService, Keep } from './idempotency.service.ts';
