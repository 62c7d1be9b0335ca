export type { NotificationsService, NotificationType } from './notifications.service.ts';
