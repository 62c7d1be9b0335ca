export type { OutboxMessage, OutboxService } from './outbox.service.ts';
