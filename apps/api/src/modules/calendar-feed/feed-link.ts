/** A feed's addresses from its token: https for copying, webcal:// for a phone's "subscribe" tap. */
export function feedLinks(publicUrl: string, token: string) {
  const url = new URL(`/api/calendar-feeds/${token}.ics`, publicUrl).href;
  return { url, webcal_url: url.replace(/^https?:/, 'webcal:') };
}
