import { shopDuration, shopNaira } from '@app/shared';
import { html } from 'htm/preact';
import { render } from 'preact';
import type { BookingData } from '../page/index.ts';
import { pageData } from './page-data.ts';
import { pendingPayment } from './session.ts';

/**
 * The shop page's script (built into dist/shop-assets by scripts/build.mjs). The page is drawn on
 * the server; this makes its Add buttons choose services and the bar at the bottom book them. The
 * booking steps load only when a client starts booking (booking-flow.ts, a chunk of its own).
 */
const shop = pageData<BookingData>();
const chosen: number[] = [];
const bar = document.getElementById('booking')!;

const chosenServices = () => chosen.map((id) => shop.services.find((s) => s.id === id)!);

async function startBooking() {
  const { openBooking } = await import('./booking-flow.ts');
  openBooking(shop, chosenServices());
}

function Bar() {
  const services = chosenServices();
  if (!services.length)
    return html`<div class="w"><p class="m">Add the services you want, then choose a time.</p></div>`;
  const minutes = services.reduce((sum, s) => sum + s.minutes, 0);
  const price = services.reduce((sum, s) => sum + s.price, 0);
  return html`<div class="w">
    <p>
      <b>${services.length === 1 ? '1 service' : `${services.length} services`}</b>
      <span class="m"> · ${shopDuration(minutes)} · ${shopNaira(price)}</span>
    </p>
    <button type="button" class="btn p" onClick=${startBooking}>Book</button>
  </div>`;
}

const drawBar = () => render(html`<${Bar} />`, bar);

// The Add buttons are the server's; one listener serves them all.
document.addEventListener('click', (event) => {
  const button = (event.target as Element).closest<HTMLButtonElement>('[data-add]');
  if (!button) return;
  const id = Number(button.dataset.add);
  const at = chosen.indexOf(id);
  if (at === -1) chosen.push(id);
  else chosen.splice(at, 1);
  button.setAttribute('aria-pressed', String(at === -1));
  button.textContent = at === -1 ? 'Added' : 'Add';
  drawBar();
});

bar.replaceChildren();
drawBar();

// Back from the deposit's checkout (or the page opened again): where the payment stands.
const showPending = () => {
  const pending = pendingPayment.get(shop.link);
  if (pending) void import('./payment-status.ts').then(({ showPayment }) => showPayment(pending));
};
showPending();
// A page the browser kept while the client was at the checkout runs no script again: ask on showing it.
window.addEventListener('pageshow', (event) => {
  if (event.persisted) showPending();
});
