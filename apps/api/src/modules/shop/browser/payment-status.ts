import { html } from 'htm/preact';
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { api, calls, problemOf } from './api.ts';
import { SeeBooking } from './see-booking.ts';
import { type PendingPayment, pendingPayment } from './session.ts';

type Status = Awaited<ReturnType<typeof api.call<typeof calls.payment>>>;

/** How often, and how many times, a payment still open is asked about again (about two minutes). */
const POLL_MS = 4000;
const POLLS = 30;

/** Where the deposit stands, asked of the provider through our API until it is settled one way or the other. */
function PaymentStatus({ pending, close }: { pending: PendingPayment; close: () => void }) {
  const [status, setStatus] = useState<Status | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    document.getElementById('pay-h')?.focus();
    let polls = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () =>
      api.call(calls.payment, { params: { reference: pending.reference } }).then(
        (answer) => {
          setStatus(answer);
          setProblem(null);
          if (answer.status !== 'awaiting payment') pendingPayment.set(pending.link, null);
          else if (++polls < POLLS) timer = setTimeout(ask, POLL_MS);
        },
        (error) => setProblem(problemOf(error)),
      );
    void ask();
    return () => clearTimeout(timer);
  }, []);

  const paid = status?.status === 'paid';
  const tone = !status ? '' : paid ? ' ok' : status.status === 'awaiting payment' ? ' wa' : ' er';
  return html`<div class="sheet" role="dialog" aria-modal="true" aria-labelledby="pay-h">
    <header><h2 id="pay-h" tabindex="-1" style="padding-left:12px">${paid ? 'Deposit received' : 'Your deposit'}</h2></header>
    <div class="w" style="padding:16px">
      <p style="margin-bottom:12px"><b>${pending.visit}</b></p>
      ${
        status
          ? html`<p class=${`note${tone}`} role="status" id="payment-status">${status.message}</p>
            <p class="m" style="margin-top:8px">Reference ${status.reference}${status.test_mode ? ' · test mode, no real money' : ''}</p>`
          : problem
            ? html`<p class="note er" role="alert">${problem}</p>`
            : html`<p class="m">Checking your payment…</p>`
      }
      ${status && status.status !== 'failed' && status.status !== 'expired' ? html`<${SeeBooking} bookingId=${pending.bookingId} />` : null}
      <button type="button" class="btn wide" style="margin-top:12px" onClick=${close}>Back to the shop</button>
    </div>
  </div>`;
}

/** Shows the payment the client left this shop's page for, coming back from the checkout. */
export function showPayment(pending: PendingPayment) {
  const host = document.createElement('div');
  document.body.append(host);
  const close = () => {
    render(null, host);
    host.remove();
  };
  render(html`<${PaymentStatus} pending=${pending} close=${close} />`, host);
}
