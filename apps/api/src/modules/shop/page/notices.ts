import { html } from 'htm/preact';

/** A page that only says something: a shop that takes no bookings now, or a link that leads nowhere. */
export function Notice({ title, text }: { title: string; text: string }) {
  return html`<main class="w center">
    <h1>${title}</h1>
    <p class="m" style="margin-top:8px">${text}</p>
  </main>`;
}

export const NOT_TAKING_BOOKINGS = (name: string) => ({
  title: `${name} is not taking bookings`,
  text: 'This shop is not taking online bookings at the moment. Please contact the shop directly, or try again later.',
});

export const SHOP_NOT_FOUND = {
  title: 'Shop not found',
  text: 'This shop link does not lead to a shop. Check the link with the person who shared it.',
};

/** Robots keep out of notices: they are no shop's page. */
export const NoticeHead = () => html`<meta name="robots" content="noindex,nofollow" />`;
