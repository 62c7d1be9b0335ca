import { CONSENT_MESSAGES, RETENTION, VISIT_MESSAGES } from '@app/shared';
import { html } from 'htm/preact';
import type { VisitView } from './visit-view.ts';

type Item = VisitView['items'][number];

/** One booking of the visit, with what the client can do about it now. */
function Booking({ item }: { item: Item }) {
  return html`<article class="card" id=${`booking-${item.id}`}>
    <p><b>${item.service}</b>${item.price ? html` <span class="m">· ${item.price}</span>` : null}</p>
    <p class="when">${item.day}, <span class="nw">${item.times}</span></p>
    ${item.staff ? html`<p class="m">With ${item.staff}</p>` : null}
    <p class=${`tag ${item.tone}`}>${item.status}</p>
    ${
      item.proposal
        ? html`<form class="note wa" data-action="proposal" data-id=${item.id}>
            <p>The shop proposes a new time: <b>${item.proposal}</b></p>
            <p class="row">
              <button class="btn p" name="accept" value="true">Accept new time</button>
              <button class="btn q" name="accept" value="false">Keep my time</button>
            </p>
          </form>`
        : null
    }
    ${
      item.movable
        ? html`<details class="more" data-action="move" data-id=${item.id}>
            <summary class="btn q">Request another time</summary>
            <label>Day<input type="date" name="date" /></label>
            <div class="times" role="group" aria-label="Free times"></div>
          </details>`
        : item.move && !item.cancelled
          ? html`<p class="m">${item.move}</p>`
          : null
    }
    ${
      item.reviewable
        ? html`<form class="more" data-action="review" data-id=${item.id}>
            <h3>How was it?</h3>
            <label>Rating
              <select name="rating">
                ${[5, 4, 3, 2, 1].map((n) => html`<option value=${n}>${'★'.repeat(n)} ${n}</option>`)}
              </select>
            </label>
            <label>Your review<textarea name="comment" rows="3" maxlength="1000" required></textarea></label>
            <button class="btn p" style="margin-top:8px">Send review</button>
          </form>`
        : null
    }
    ${
      item.review
        ? html`<p class="reply"><span class="star">${'★'.repeat(item.review.rating)}</span> ${item.review.comment}</p>`
        : null
    }
  </article>`;
}

/** The client's own booking page: drawn on the server; the script (browser/visit.ts) runs its actions. */
export function VisitPage({ visit }: { visit: VisitView }) {
  const id = visit.items[0]!.id;
  const shop = visit.shop.name;
  return html`<div class="w">
    <header class="id" style="padding-top:16px">
      <p class="m"><a href=${visit.shop.url}>${visit.shop.name}</a></p>
      <h1>Your booking</h1>
      <p class="m">Ref ${visit.reference}</p>
    </header>
    <main>
      <p class="note flash" id="visit-status" role="status" aria-live="polite" hidden></p>
      <section aria-labelledby="visit-h">
        <h2 id="visit-h">${visit.items.length > 1 ? `${visit.items.length} services` : 'Your service'}</h2>
        ${visit.items.map((item) => html`<${Booking} key=${item.id} item=${item} />`)}
        <table class="sum facts" style="margin-top:12px">
          <tbody>
            <tr><td>Where</td><td>${visit.where}</td></tr>
            ${visit.deposit ? html`<tr><td>Deposit paid</td><td>${visit.deposit}</td></tr>` : null}
            <tr><td>Total</td><td>${visit.total}</td></tr>
          </tbody>
        </table>
        ${
          visit.payment
            ? html`<p class=${`note ${visit.payment.tone}`} id="payment-status">${visit.payment.message}${visit.payment.testMode ? ' (Test mode: no real money.)' : ''}</p>`
            : null
        }
        ${
          visit.calendar
            ? html`<p style="margin-top:16px"><a class="btn wide" href=${visit.calendar} download="booking.ics">Add to calendar</a></p>`
            : null
        }
      </section>
      ${
        visit.cancel
          ? html`<section aria-labelledby="cancel-h">
              <h2 id="cancel-h">Cancel</h2>
              <details class="more" id="cancel">
                <summary class="btn q">Cancel this booking</summary>
                <form data-action="cancel" data-id=${visit.items[0]!.id}>
                  ${
                    visit.cancel.following
                      ? html`<label class="opt"><input type="radio" name="scope" value="this" checked /> Only this visit</label>
                        <label class="opt"><input type="radio" name="scope" value="following" /> This and the later visits of the series (${visit.cancel.following.visits})</label>
                        <p class="m" id="refund-following">For all of them: ${visit.cancel.following.refund}</p>`
                      : null
                  }
                  <p class="note wa" id="refund">${visit.cancel.refund}</p>
                  ${visit.cancel.asks ? html`<p class="m" style="margin-top:8px">A confirmed booking is cancelled once the shop agrees; we will send you a message.</p>` : null}
                  <label>Why are you cancelling? (optional)<textarea name="comment" rows="2" maxlength="500"></textarea></label>
                  <button class="btn p wide" style="margin-top:12px">Yes, cancel my booking</button>
                </form>
              </details>
            </section>`
          : null
      }
      ${visit.byShop ? html`<p class="note flash">${VISIT_MESSAGES.shopMade}</p>` : null}
      <section aria-labelledby="chat-h" hidden=${visit.byShop}>
        <h2 id="chat-h">Message ${visit.shop.name}</h2>
        <details class="more" data-action="chat" data-id=${visit.items[0]!.id}>
          <summary class="btn q">Open the chat</summary>
          <ul class="chat" aria-live="polite"></ul>
          <form data-action="send" data-id=${visit.items[0]!.id}>
            <label>Your message<textarea name="message" rows="2" maxlength="1000" required></textarea></label>
            <button class="btn p" style="margin-top:8px">Send</button>
          </form>
        </details>
      </section>
      <section aria-labelledby="data-h">
        <h2 id="data-h">Your data</h2>
        <details class="more" id="your-data">
          <summary class="btn q">Download, correct or erase your data</summary>
          <p class="m">First we send a code to the phone on this booking. A code works once: ask again for the next step.</p>
          <button type="button" class="btn q" data-code=${id}>Send me a code</button>
          <label style="margin-top:8px">Code<input id="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" /></label>
          <form data-action="data" data-id=${id}>
            <label><input type="checkbox" name="erase" style="width:auto;margin:0 8px 0 0" /> Also ask ${shop} to erase my name, phone, e-mail and notes</label>
            <p class="m">Erasure is done within ${RETENTION.clientErasureDays} days; what you paid stays in the shop's books, without your name.</p>
            <button class="btn p" style="margin-top:8px">Download my data</button>
          </form>
          <form data-action="correct" data-id=${id}>
            <h3>Correct your details</h3>
            <label>Your name<input name="name" maxlength="60" autocomplete="name" /></label>
            <label>Your e-mail (optional)<input name="email" type="email" maxlength="254" autocomplete="email" /></label>
            <button class="btn q" style="margin-top:8px">Save my details</button>
          </form>
          <form data-action="object" data-id=${id}>
            <h3>Stop messages</h3>
            <p class="m">${CONSENT_MESSAGES.optOutExplain}</p>
            <button class="btn q" style="margin-top:8px">Stop all messages from ${shop}</button>
          </form>
        </details>
      </section>
      <section aria-labelledby="policy-h">
        <h2 id="policy-h">Deposits and cancelling</h2>
        <ul class="pol">${visit.policy.map((line) => html`<li>${line}</li>`)}</ul>
      </section>
    </main>
    <footer><a href=${visit.shop.url}>Book again with ${visit.shop.name}</a></footer>
  </div>`;
}

export const VISIT_NOT_FOUND = {
  title: 'Booking link not valid',
  text: 'This booking link is not valid or has been replaced. Open the latest message from the shop, or sign in on the shop page.',
};
