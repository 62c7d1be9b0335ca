import { getToken } from './session.ts';

/**
 * GETs `/api<path>` with the vendor's token (a plain link would carry none) and hands the answer
 * to the browser as a download, under the server's file name (else `fallbackName`).
 */
export async function downloadWithToken(path: string, fallbackName: string) {
  const token = getToken();
  const response = await fetch(`/api${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`The download failed (${response.status}). Please try again.`);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}
