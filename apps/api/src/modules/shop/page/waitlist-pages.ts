import { formatDetails, nairaToKobo, shopNaira, WAITLIST, type WaitlistOfferView } from '@app/shared';
import { html } from 'htm/preact';
import type { ShopView } from './view.ts';

/**
 * The shop page's waitlist form (issue 36): a plain form posted to the page route, so it needs no
 * script (the page's JS budget stays as it was).
 */
export function WaitlistJoin({ shop, today }: { shop: ShopView; today: string }) {
  const services = shop.booking.services;
  if (!services.length) return null;
  return html`<section id="waitlist" aria-labelledby="waitlist-h">
    <h2 id="waitlist-h">No time that suits you?</h2>
    <p class="m">Join the waitlist. If a slot frees up we'll text you a link that holds it for you.</p>
    <details class="more">
      <summary class="btn q">Join the waitlist</summary>
      <form method="post" action=${`/shop/${encodeURIComponent(shop.booking.link)}/waitlist`}>
        <label>Service
          <select name="service_id" required>
            ${services.map((s) => html`<option value=${s.id}>${s.name}</option>`)}
          </select>
        </label>
        <div class="row">
          <label style="flex:1">From<input type="date" name="from_date" min=${today} value=${today} required /></label>
          <label style="flex:1">To<input type="date" name="to_date" min=${today} value=${today} required /></label>
        </div>
        <p class="m" style="margin-top:4px">Up to ${WAITLIST.maxRangeDays} days.</p>
        <label>Your name<input name="name" autocomplete="name" maxlength="100" required /></label>
        <label>Phone (WhatsApp or SMS)<input name="phone" type="tel" autocomplete="tel" inputmode="tel" maxlength="24" required /></label>
        <button class="btn p wide" style="margin-top:16px">Join the waitlist</button>
      </form>
    </details>
  </section>`;
}

/** What the offer page says of the offer as it stands, and whether it can still be answered. */
const offerState = (offer: WaitlistOfferView) =>
  ({
    offered: { tag: 'ok', label: 'Held for you' },
    taken: { tag: 'ok', label: 'Booked' },
    declined: { tag: 'er', label: 'Declined' },
    expired: { tag: 'wa', label: 'Hold ended' },
  })[offer.status];

/**
 * The page an offer's link opens (issue 36): the freed slot, until when it is held, and two plain
 * form buttons (no script) that book it or let it go; `said` is the answer to the last one.
 */
export function WaitlistOfferPage({
  offer,
  action,
  said,
}: {
  offer: WaitlistOfferView;
  action: string;
  said?: { text: string; tone: 'ok' | 'er' };
}) {
  const state = offerState(offer);
  return html`<main class="w">
    <section>
      <p class="m">${offer.shop} · Waitlist</p>
      <h1 style="margin-top:4px">A slot opened up for you</h1>
      ${said ? html`<p class=${`note ${said.tone}`} role="status">${said.text}</p>` : null}
      <article class="card">
        <p><b>${offer.service}</b></p>
        <p class="when">${formatDetails(offer.starts_at)}</p>
        <p class=${`tag ${state.tag}`}>${state.label}</p>
        ${
          offer.status === 'offered'
            ? html`<p class="m" style="margin-top:8px">
                  Held until <b>${formatDetails(offer.expires_at)}</b>. After that it goes to the next person waiting.
                </p>
                ${
                  offer.deposit
                    ? html`<p class="note wa" style="margin-top:8px">${
                        offer.deposit_reason ??
                        `This service asks a ${shopNaira(nairaToKobo(offer.deposit))} deposit, paid now; it counts towards your bill.`
                      } Once you book, the slot is held 15 minutes for the payment.</p>`
                    : null
                }`
            : null
        }
      </article>
      ${
        offer.status === 'offered'
          ? html`<form method="post" action=${action} class="row" style="margin-top:16px">
              <button class="btn p wide" name="answer" value="take">${
                offer.deposit
                  ? `Book and pay ${shopNaira(nairaToKobo(offer.deposit))} deposit`
                  : 'Book this slot'
              }</button>
              <button class="btn q wide" name="answer" value="decline">I can't make it</button>
            </form>`
          : null
      }
    </section>
  </main>`;
}

export const WAITLIST_PAGE_NOT_FOUND = {
  title: 'Offer not found',
  text: 'This waitlist link does not lead to an offer. Check the message the shop sent you.',
};
