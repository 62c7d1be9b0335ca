import { privacyApi } from '@app/shared';
import { getToken } from '../../../lib/session.ts';

/**
 * GET vendor/export (issue 37): the vendor's data as a ZIP, fetched with her token (a plain link
 * would carry none) and handed to the browser as a download.
 */
export async function downloadMyData() {
  const token = getToken();
  const response = await fetch(`/api${privacyApi.export.path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`The download failed (${response.status}). Please try again.`);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'my-data.zip';
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}
