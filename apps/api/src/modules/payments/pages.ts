import { formatNaira, koboToNaira, type PaymentStatusResponse } from '@app/shared';

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
</style></head><body><main>${body}</main></body></html>`;

/** The sandbox provider's checkout page: clearly test mode, Pay or Decline. */
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
<button class="decline" name="outcome" value="decline">Decline</button></form>`
    : `<p><strong>This payment is ${transaction.status === 'success' ? 'paid' : 'declined'}.</strong></p>`
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
