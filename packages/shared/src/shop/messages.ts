/** What the shop page's calls answer in words; free of zod, as the page's own script reads them. */

export const SHOP_CODE_CHANNELS = ['sms', 'whatsapp'] as const;
export type ShopCodeChannel = (typeof SHOP_CODE_CHANNELS)[number];

export const SHOP_MESSAGES = {
  phone: 'Enter a Nigerian mobile number, e.g. 0803 123 4567',
  wrongCode: 'That code is not right. Check the message and try again.',
  notTaking: 'This shop is not taking bookings at the moment',
  notFound: 'Shop not found',
  codeSent: (phone: string, channel: ShopCodeChannel) =>
    `We sent a 6-digit code to ${phone} by ${channel === 'whatsapp' ? 'WhatsApp' : 'SMS'}.`,
} as const;

/** What the client's booking page and its calls say. */
export const VISIT_MESSAGES = {
  shopMade: 'The shop made this booking for you. Please contact the shop to change it.',
  nothingToCancel: 'This booking can no longer be cancelled',
  cancelled: 'Your booking has been cancelled.',
  cancelAsked: 'We asked the shop to cancel your booking. We will tell you when it answers.',
  moved: 'Your booking has moved to the new time.',
  proposalAccepted: 'You accepted the new time.',
  proposalDeclined: 'You kept your time. The shop has been told.',
  reviewed: 'Thank you for your review.',
} as const;
