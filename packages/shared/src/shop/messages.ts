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
