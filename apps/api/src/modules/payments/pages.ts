import {
  formatDetails,
  formatNaira,
  koboToNaira,
  type PaymentStatusResponse,
  TRANSFER_FIELDS,
  TRANSFER_MESSAGES,
} from '@app/shared';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f5f5f7;margin:0;display:grid;place-items:center;min-height:100vh;color:#1f2937}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px #0001;padding:32px;max-width:380px;width:calc(100% - 32px)}
h1{font-size:20px;margin:0 0 8px}.amount{font-size:32px;font-weight:700;margin:16px 0}
.badge{display:inline-block;background:#fef3c7;color:#92400e;font-weight:700;font-size:12px;letter-spacing:.05em;padding:4px 8px;border-radius:6px}
button{width:100%;padding:12px;font-size:16px;border-radius:8px;border:0;margin-top:12px;cursor:pointer}
.pay{background:#0d9488;color:#fff}.decline{background:#fee2e2;color:#991b1b}p{color:#4b5563;line-height:1.5}
.transfer{background:#fff;color:#0f766e;border:2px solid #0d9488}a.button{display:block;text-align:center;text-decoration:none;box-sizing:border-box;width:100%;padding:12px;font-size:16px;border-radius:8px;margin-top:12px}
dl{margin:16px 0;display:grid;grid-template-columns:auto 1fr;gap:8px 12px}dt{color:#6b7280}dd{margin:0;font-weight:600;text-align:right;overflow-wrap:anywhere}
dd.account{font-size:22px;letter-spacing:.08em}label{display:block;margin-top:16px;color:#4b5563}
input{width:100%;box-sizing:border-box;padding:10px;font-size:16px;border:1px solid #d1d5db;border-radius:8px;margin-top:4px}
.note{font-size:14px;background:#f0fdfa;border-radius:8px;padding:10px 12px}
</style></head><body><main>${body}</main></body></html>`;

/** Beside the card: the checkout's bank transfer (issue 35), opened at the provider when chosen. */
const transferChoice = (reference: string) =>
  `<form method="post" action="/pay/${encodeURIComponent(reference)}/transfer"><button class="transfer">${escapeHtml(TRANSFER_MESSAGES.choose)}</button></form>`;

/** The sandbox provider's checkout page: clearly test mode, Pay, Decline, or pay by bank transfer. */
export function checkoutPage(
  transaction: { reference: string; amount: number; email: string; status: string } | null,
) {
  if (!transaction)
    return page('Payment not found', '<h1>Payment not found</h1><p>This checkout link is not valid.</p>');
  const amount = formatNaira(koboToNaira(transaction.amount));
  const open = transaction.status === 'initialized';
  return page(
    'Sandbox checkout',
    `<span class="badge">TEST MODE</span>
<h1>Sandbox checkout</h1>
<p>No real money moves. Pay sends the same signed webhook a real provider would.</p>
<div class="amount">${escapeHtml(amount)}</div>
<p>Reference ${escapeHtml(transaction.reference)} · ${escapeHtml(transaction.email)}</p>
${
  open
    ? `<form method="post"><button class="pay" name="outcome" value="pay">Pay ${escapeHtml(amount)}</button>
<button class="decline" name="outcome" value="decline">Decline</button></form>
${transferChoice(transaction.reference)}`
    : `<p><strong>This payment is ${transaction.status === 'success' ? 'paid' : 'declined'}.</strong></p>`
}`,
  );
}

/**
 * Our checkout page in front of a real provider's card page (issue 35): the deposit, then card (the
 * provider's page) or bank transfer. A checkout no longer open shows its status instead.
 */
export function payPage(view: { status: PaymentStatusResponse; cardUrl: string } | null) {
  if (view?.status.status !== 'awaiting payment') return returnPage(view?.status ?? null);
  const { status } = view;
  return page(
    'Pay deposit',
    `${status.test_mode ? '<span class="badge">TEST MODE</span>' : ''}
<h1>Pay your deposit</h1>
<div class="amount">${escapeHtml(formatNaira(status.amount))}</div>
<p>Reference ${escapeHtml(status.reference)}</p>
<a class="button pay" href="${escapeHtml(view.cardUrl)}">${escapeHtml(TRANSFER_MESSAGES.chooseCard)}</a>
${transferChoice(status.reference)}`,
  );
}

interface TransferView {
  status: PaymentStatusResponse;
  transfer: {
    bank_name: string;
    account_number: string;
    account_name: string;
    amount: number;
    expires_at: string;
  } | null;
  underpaid: boolean;
}

/**
 * The one-time account to pay a deposit into, with the exact amount and its end; in test mode,
 * 'Simulate transfer' (with the amount sent, to try a wrong sum) posts to the sandbox, which sends
 * the signed webhook as its card does. Once the checkout is settled, its status in words.
 */
export function transferPage(view: TransferView | null, failed: boolean, sandbox: boolean) {
  if (!view) return returnPage(null);
  const { status, transfer } = view;
  const reference = encodeURIComponent(status.reference);
  if (status.status !== 'awaiting payment' || !transfer)
    return page(
      TRANSFER_MESSAGES.title,
      `${status.test_mode ? '<span class="badge">TEST MODE</span>' : ''}
<h1>${status.status === 'paid' ? 'Payment received' : TRANSFER_MESSAGES.title}</h1>
<div class="amount">${escapeHtml(formatNaira(status.amount))}</div>
<p id="payment-message">${escapeHtml(
        view.underpaid
          ? TRANSFER_MESSAGES.underpaid
          : status.status === 'awaiting payment' && failed
            ? TRANSFER_MESSAGES.unavailable
            : status.message,
      )}</p>
<p>Reference ${escapeHtml(status.reference)}</p>
${status.status === 'awaiting payment' && !failed ? transferChoice(status.reference) : ''}`,
    );
  const amount = formatNaira(koboToNaira(transfer.amount));
  const field = (label: string, value: string, extra = '') =>
    `<dt>${escapeHtml(label)}</dt><dd${extra}>${escapeHtml(value)}</dd>`;
  return page(
    TRANSFER_MESSAGES.title,
    `${status.test_mode ? '<span class="badge">TEST MODE</span>' : ''}
<h1>${escapeHtml(TRANSFER_MESSAGES.title)}</h1>
<p>${escapeHtml(TRANSFER_MESSAGES.instructions(amount, formatDetails(transfer.expires_at)))}</p>
<dl>${field(TRANSFER_FIELDS.bank, transfer.bank_name)}${field(TRANSFER_FIELDS.accountNumber, transfer.account_number, ' class="account"')}${field(TRANSFER_FIELDS.accountName, transfer.account_name)}${field(TRANSFER_FIELDS.amount, amount)}${field(TRANSFER_FIELDS.expires, formatDetails(transfer.expires_at))}</dl>
<p class="note">${escapeHtml(TRANSFER_MESSAGES.confirmedBy)}</p>
<a class="button transfer" href="/pay/${reference}/transfer">${escapeHtml(TRANSFER_MESSAGES.check)}</a>
${
  sandbox
    ? `<form method="post" action="/sandbox/transfer/${reference}"><label>${escapeHtml(TRANSFER_MESSAGES.amountSent)}<input name="amount" inputmode="decimal" value="${koboToNaira(transfer.amount)}"></label>
<p>${escapeHtml(TRANSFER_MESSAGES.simulateNote)}</p><button class="pay">${escapeHtml(TRANSFER_MESSAGES.simulate)}</button></form>`
    : ''
}`,
  );
}

/** Where the provider sends the customer after paying: the booking's payment status in words. */
export function returnPage(status: PaymentStatusResponse | null) {
  if (!status)
    return page('Payment not found', '<h1>Payment not found</h1><p>We could not find this payment.</p>');
  return page(
    'Payment',
    `${status.test_mode ? '<span class="badge">TEST MODE</span>' : ''}
<h1>${status.status === 'paid' ? 'Payment received' : 'Payment'}</h1>
<div class="amount">${escapeHtml(formatNaira(status.amount))}</div>
<p id="payment-message">${escapeHtml(status.message)}</p>
<p>Reference ${escapeHtml(status.reference)}</p>`,
  );
}
