import { html } from 'htm/preact';

/** /shop: the shops that chose to be found, and a search by name (a form: it works without a script). */
export function Directory({
  shops,
  search,
}: {
  shops: { name: string; url: string; about: string }[];
  search: string;
}) {
  return html`<main class="w" style="padding:16px">
    <h1>Book a shop</h1>
    <form method="get" action="/shop" role="search" style="margin-top:12px;display:flex;gap:8px;align-items:end">
      <label style="flex:1;margin:0">Shop name<input name="q" value=${search} autocomplete="off" /></label>
      <button type="submit" class="btn p">Search</button>
    </form>
    ${
      shops.length
        ? html`<ul style="margin-top:8px">
          ${shops.map(
            (shop) => html`<li class="card">
              <a href=${shop.url}><b>${shop.name}</b></a>
              ${shop.about ? html`<p class="m">${shop.about}</p>` : null}
            </li>`,
          )}
        </ul>`
        : html`<p class="m" style="margin-top:16px">
          ${search ? 'No shop by that name. Check the spelling, or ask the shop for its link.' : 'No shops are listed yet.'}
        </p>`
    }
  </main>`;
}
