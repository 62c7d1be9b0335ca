export type { ClientMessagesService } from './client-messages.service.ts';
