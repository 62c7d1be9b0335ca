import { html } from 'htm/preact';
import { scriptJson } from './document.ts';
import { imageUrl } from './images.ts';
import type { ShopView } from './view.ts';

/** What a link preview and a search result say: the description, or what the shop is and does. */
export function summaryOf(shop: ShopView): string {
  const rating = shop.rating
    ? `Rated ${shop.rating.average.toFixed(1)} from ${shop.rating.count} reviews. `
    : '';
  const where = shop.address ?? (shop.homeService ? 'Comes to you.' : '');
  const text = shop.description ?? [shop.category, where].filter(Boolean).join(' · ');
  return `${rating}${text ? `${text.replace(/[.!?]?\s*$/, '.')} ` : ''}Book online.`;
}

/** schema.org: the shop as a LocalBusiness offering its services, with its rating and hours. */
export function structuredData(shop: ShopView, origin: string) {
  const image = shop.cover ?? shop.logo;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: shop.name,
    url: shop.url,
    ...(shop.description ? { description: shop.description } : {}),
    ...(image ? { image: new URL(imageUrl(image.name, 'og'), origin).toString() } : {}),
    ...(shop.address
      ? { address: { '@type': 'PostalAddress', streetAddress: shop.address, addressCountry: 'NG' } }
      : {}),
    ...(shop.rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: shop.rating.average,
            reviewCount: shop.rating.count,
          },
        }
      : {}),
    openingHoursSpecification: shop.hours
      .filter((h) => h.times)
      .map((h) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: h.day, ...h.times })),
    makesOffer: shop.booking.services.map((s) => ({
      '@type': 'Offer',
      itemOffered: { '@type': 'Service', name: s.name },
      ...(s.durationType === "don't show"
        ? {}
        : {
            priceSpecification: {
              '@type': 'PriceSpecification',
              price: s.price / 100,
              priceCurrency: 'NGN',
              ...(s.durationType === 'Fixed' ? {} : { minPrice: s.price / 100 }),
            },
          }),
    })),
  };
}

/** The head of a shop page: search engines (robots, canonical, JSON-LD) and link previews (Open Graph, Twitter). */
export function ShopHead({ shop }: { shop: ShopView }) {
  const origin = new URL(shop.url).origin;
  const image = shop.cover ?? shop.logo;
  const imageAt = image ? new URL(imageUrl(image.name, 'og'), origin).toString() : null;
  const title = shop.rating ? `${shop.name} ★ ${shop.rating.average.toFixed(1)}` : shop.name;
  const description = summaryOf(shop);
  return html`
    <meta name="description" content=${description} />
    <meta name="robots" content=${shop.indexable ? 'index,follow' : 'noindex,nofollow'} />
    <link rel="canonical" href=${shop.url} />
    <meta property="og:type" content="website" />
    <meta property="og:title" content=${title} />
    <meta property="og:description" content=${description} />
    <meta property="og:url" content=${shop.url} />
    ${
      imageAt
        ? html`<meta property="og:image" content=${imageAt} />
          <meta property="og:image:width" content="1200" />
          <meta property="og:image:height" content="630" />
          <meta property="og:image:alt" content=${image!.alt} />`
        : null
    }
    <meta name="twitter:card" content=${imageAt ? 'summary_large_image' : 'summary'} />
    <meta name="twitter:title" content=${title} />
    <meta name="twitter:description" content=${description} />
    ${imageAt ? html`<meta name="twitter:image" content=${imageAt} />` : null}
    <script type="application/ld+json" dangerouslySetInnerHTML=${{ __html: scriptJson(structuredData(shop, origin)) }}></script>
  `;
}
