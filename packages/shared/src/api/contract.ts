import { accountApi, authApi, verificationApi } from '../auth/endpoints.ts';
import { bookingsApi, calendarApi, rescheduleApi } from '../bookings/endpoints.ts';
import { seriesApi } from '../bookings/series-endpoints.ts';
import { businessApi } from '../business/endpoints.ts';
import { calendarFeedApi } from '../calendar-feed/endpoints.ts';
import { catalogueApi } from '../catalogue/endpoints.ts';
import { attachmentsApi, chatApi } from '../chat/endpoints.ts';
import { checkoutApi } from '../checkout/endpoints.ts';
import { clientsApi } from '../clients/endpoints.ts';
import { customerApi } from '../customer/endpoints.ts';
import { disputesApi } from '../disputes/endpoints.ts';
import { identityApi } from '../identity/endpoints.ts';
import { legalApi } from '../legal/endpoints.ts';
import { notificationsApi } from '../notifications/endpoints.ts';
import { paymentsApi } from '../payments/endpoints.ts';
import { privacyApi } from '../privacy/endpoints.ts';
import { pushApi } from '../push/endpoints.ts';
import { realtimeApi } from '../realtime/endpoints.ts';
import { remindersApi } from '../reminders/endpoints.ts';
import { reviewsApi } from '../reviews/endpoints.ts';
import { securityApi } from '../security/endpoints.ts';
import { scheduleApi, settingsApi } from '../settings/endpoints.ts';
import { shopApi } from '../shop/endpoints.ts';
import { staffApi } from '../staff/endpoints.ts';
import { waitlistApi } from '../waitlist/endpoints.ts';
import { walletApi } from '../wallet/endpoints.ts';
import type { Endpoint } from './endpoint.ts';

/**
 * Every endpoint of the API by area. Clients import the area they call (so a page's bundle holds
 * only its own schemas); the server's contract test walks this whole list.
 */
export const contract: Record<string, Record<string, Endpoint>> = {
  account: accountApi,
  attachments: attachmentsApi,
  auth: authApi,
  bookings: bookingsApi,
  business: businessApi,
  calendar: calendarApi,
  calendarFeed: calendarFeedApi,
  waitlist: waitlistApi,
  catalogue: catalogueApi,
  chat: chatApi,
  checkout: checkoutApi,
  clients: clientsApi,
  customer: customerApi,
  disputes: disputesApi,
  identity: identityApi,
  legal: legalApi,
  notifications: notificationsApi,
  payments: paymentsApi,
  privacy: privacyApi,
  push: pushApi,
  realtime: realtimeApi,
  reschedule: rescheduleApi,
  reminders: remindersApi,
  reviews: reviewsApi,
  schedule: scheduleApi,
  security: securityApi,
  series: seriesApi,
  settings: settingsApi,
  shop: shopApi,
  staff: staffApi,
  verification: verificationApi,
  wallet: walletApi,
};
