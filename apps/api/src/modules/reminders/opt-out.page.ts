import { CONSENT_MESSAGES } from '@app/shared';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f5f5f7;margin:0;display:grid;place-items:center;min-height:100vh;color:#1f2937}
main{box-sizing:border-box;background:#fff;border-radius:12px;box-shadow:0 4px 24px #0001;padding:32px;max-width:380px;width:calc(100% - 32px)}
h1{font-size:20px;margin:0 0 8px}p{color:#4b5563;line-height:1.5}
button{width:100%;padding:12px;font-size:16px;border-radius:8px;border:0;margin-top:12px;cursor:pointer;background:#0d9488;color:#fff}
</style></head><body><main>${body}</main></body></html>`;

/**
 * The opt-out link's page. Opening it changes nothing (link previews and mail scanners open links
 * too); the one button posts the withdrawal.
 */
export const optOutQuestionPage = (shop: string) =>
  page(
    CONSENT_MESSAGES.optOutButton,
    `<h1>${escapeHtml(CONSENT_MESSAGES.optOutQuestion(shop))}</h1>
<p>${escapeHtml(CONSENT_MESSAGES.optOutExplain)}</p>
<form method="post"><button type="submit">${escapeHtml(CONSENT_MESSAGES.optOutButton)}</button></form>`,
  );

export const optedOutPage = (shop: string) =>
  page(
    CONSENT_MESSAGES.optOutButton,
    `<h1 id="opted-out">${escapeHtml(CONSENT_MESSAGES.optedOut(shop))}</h1>`,
  );

export const badLinkPage = () =>
  page('Link not valid', `<h1>Link not valid</h1><p>${escapeHtml(CONSENT_MESSAGES.badLink)}</p>`);
