import { html } from 'htm/preact';
import { Picture } from './images.ts';
import type { ServiceView, ShopView } from './view.ts';
import { WaitlistJoin } from './waitlist-pages.ts';

const initial = (name: string) => name.trim().charAt(0).toUpperCase() || '?';
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** ★ 4.5 (12 reviews), read out as words. */
function Rating({ rating }: { rating: NonNullable<ShopView['rating']> }) {
  return html`<span aria-label=${`Rated ${rating.average} out of 5 from ${plural(rating.count, 'review')}`}>
    <span class="star" aria-hidden="true">★</span> ${rating.average.toFixed(1)} (${plural(rating.count, 'review')})
  </span>`;
}

function Header({ shop }: { shop: ShopView }) {
  return html`<header>
    ${
      shop.cover
        ? html`<${Picture} class="cover" image=${shop.cover} widths=${[640, 960]} sizes="(min-width:640px) 640px, 100vw" lazy=${false} width=${640} height=${280} />`
        : html`<div class="cover" aria-hidden="true"></div>`
    }
    <div class="id">
      ${
        shop.logo
          ? html`<${Picture} class="logo" image=${shop.logo} widths=${[96, 192]} sizes="72px" lazy=${false} width=${72} height=${72} />`
          : html`<div class="logo" aria-hidden="true">${initial(shop.name)}</div>`
      }
      <h1>${shop.name}</h1>
      <p class="m">
        ${[shop.category, shop.rating ? html`<${Rating} rating=${shop.rating} />` : 'New on bookings']
          .filter(Boolean)
          .map((part, i) => html`${i ? ' · ' : ''}${part}`)}
      </p>
      ${shop.address ? html`<p>${shop.address}</p>` : null}
      ${shop.homeService ? html`<p>Comes to you · ${shop.homeService}</p>` : null}
      ${shop.description ? html`<p class="m">${shop.description}</p>` : null}
    </div>
  </header>`;
}

function Service({ service }: { service: ServiceView }) {
  const facts = [
    service.duration,
    service.price,
    service.deposit,
    service.homeService ? 'Home service' : null,
  ];
  return html`<li class="svc">
    <div>
      <b>${service.name}</b>
      <p class="x">${facts.filter(Boolean).join(' · ')}</p>
      ${service.description ? html`<p class="x">${service.description}</p>` : null}
    </div>
    <button type="button" class="btn" data-add=${service.id} aria-pressed="false" aria-label=${`Add ${service.name}`}>
      Add
    </button>
  </li>`;
}

function Services({ shop }: { shop: ShopView }) {
  return html`<section id="services" aria-labelledby="services-h">
    <h2 id="services-h">Services</h2>
    ${
      shop.categories.length
        ? shop.categories.map(
            // One list needs no heading of its own.
            (category) => html`${shop.categories.length > 1 ? html`<h3>${category.name}</h3>` : null}
            <ul>
              ${category.services.map((s) => html`<${Service} key=${s.id} service=${s} />`)}
            </ul>`,
          )
        : html`<p class="m">This shop has not listed its services yet.</p>`
    }
  </section>`;
}

function Offers({ shop }: { shop: ShopView }) {
  if (!shop.bundles.length && !shop.addons.length) return null;
  return html`<section id="offers" aria-labelledby="offers-h">
    <h2 id="offers-h">Bundles and add-ons</h2>
    ${shop.bundles.map(
      (b) => html`<div class="card">
        <b>${b.name}</b> · ${b.price}${b.regular ? html` <s class="m">${b.regular}</s>` : null}
        <p class="m">${b.services}</p>
        ${b.description ? html`<p class="m">${b.description}</p>` : null}
      </div>`,
    )}
    ${
      shop.addons.length
        ? html`<h3>Add-ons, asked for at your visit</h3>
          <ul>
            ${shop.addons.map((a) => html`<li class="svc"><div><b>${a.name}</b><p class="x">${a.duration} · ${a.price}</p></div></li>`)}
          </ul>`
        : null
    }
  </section>`;
}

function Team({ shop }: { shop: ShopView }) {
  if (!shop.team.length) return null;
  return html`<section id="team" aria-labelledby="team-h">
    <h2 id="team-h">Team</h2>
    <ul class="chips">
      ${shop.team.map(
        (m) => html`<li class="person">
          ${
            m.photo
              ? html`<${Picture} class="logo" image=${m.photo} widths=${[96, 192]} sizes="64px" lazy=${true} width=${64} height=${64} />`
              : html`<div class="logo" aria-hidden="true">${initial(m.name)}</div>`
          }
          ${m.name}
        </li>`,
      )}
    </ul>
  </section>`;
}

function Photos({ shop }: { shop: ShopView }) {
  if (!shop.photos.length) return null;
  return html`<section id="photos" aria-labelledby="photos-h">
    <h2 id="photos-h">Photos</h2>
    <div class="photos">
      ${shop.photos.map(
        (p) =>
          html`<${Picture} image=${p} widths=${[320, 640]} sizes="(min-width:700px) 200px, 50vw" lazy=${true} width=${300} height=${300} />`,
      )}
    </div>
  </section>`;
}

function Reviews({ shop }: { shop: ShopView }) {
  return html`<section id="reviews" aria-labelledby="reviews-h">
    <h2 id="reviews-h">Reviews</h2>
    ${shop.rating ? html`<p><${Rating} rating=${shop.rating} /></p>` : html`<p class="m">No reviews yet.</p>`}
    ${shop.reviews.map(
      (r) => html`<article class="card rev">
        <p><span class="star" aria-label=${`${r.rating} out of 5`}>${'★'.repeat(r.rating)}</span> <b>${r.name}</b> <span class="m">· ${r.date}</span></p>
        <q>${r.comment}</q>
        ${r.reply ? html`<p class="reply"><b>Reply from ${shop.name}:</b> ${r.reply}</p>` : null}
      </article>`,
    )}
  </section>`;
}

function Info({ shop }: { shop: ShopView }) {
  return html`<section id="info" aria-labelledby="info-h">
    <h2 id="info-h">Opening hours</h2>
    <table>
      <tbody>
        ${shop.hours.map((h) => html`<tr><td>${h.day}</td><td>${h.open ?? 'Closed'}</td></tr>`)}
      </tbody>
    </table>
    <h2 style="margin-top:20px">Deposits and cancelling</h2>
    <ul class="pol">
      ${shop.policy.map((line) => html`<li>${line}</li>`)}
    </ul>
  </section>`;
}

/** The shop page's body: drawn on the server; the booking script takes over the bar at the bottom. */
export function ShopPage({ shop, today }: { shop: ShopView; today: string }) {
  const tabs = [
    ['services', 'Services'],
    ...(shop.team.length ? [['team', 'Team']] : []),
    ...(shop.photos.length ? [['photos', 'Photos']] : []),
    ['reviews', 'Reviews'],
    ['info', 'Hours'],
  ];
  return html`<div class="w">
      <${Header} shop=${shop} />
      <nav class="tabs" aria-label="Sections">
        ${tabs.map(([id, label]) => html`<a href=${`#${id}`}>${label}</a>`)}
      </nav>
      <main>
        <${Services} shop=${shop} />
        <${WaitlistJoin} shop=${shop} today=${today} />
        <${Offers} shop=${shop} />
        <${Team} shop=${shop} />
        <${Photos} shop=${shop} />
        <${Reviews} shop=${shop} />
        <${Info} shop=${shop} />
      </main>
      <footer>${shop.name} · book online any time</footer>
    </div>
    <div class="bar" id="booking">
      <div class="w"><p class="m">Add the services you want, then choose a time.</p></div>
    </div>`;
}
