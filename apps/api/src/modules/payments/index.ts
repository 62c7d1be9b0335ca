export type { PaymentsService } from './payments.service.ts';
