import {
  type BundleResponse,
  clockTime,
  DAY_NAMES,
  depositDue,
  missedRule,
  nairaToKobo,
  shopDuration,
  shopNaira,
  shopPolicy,
  shopPrice,
} from '@app/shared';
import type { ImageView, ShopView } from './page/view.ts';
import type { ShopRepository } from './shop.repository.ts';

type Vendor = NonNullable<Awaited<ReturnType<ShopRepository['vendorByLink']>>>;
type Service = Awaited<ReturnType<ShopRepository['services']>>[number];

/** What the shop's page is made of, as its ports and repository read it. */
export interface ShopParts {
  vendor: Vendor;
  services: Service[];
  bundles: BundleResponse[];
  addons: { name: string; price: number; duration_minutes: number }[];
  hours: { day: number; open_time: string; close_time: string }[];
  team: {
    id: number;
    name: string;
    photo_path: string | null;
    active: number | boolean;
    service_ids: number[];
  }[];
  reviews: {
    rating: number;
    comment: string;
    created_at: string;
    first_name: string | null;
    last_name: string | null;
    reply_comment: string | null;
  }[];
  totals: { count: number; sum: number };
  images: { kind: string; path: string }[];
}

const UPLOADS = '/uploads/';

/** A stored image by its file name; paths that are not our uploads (none are) are left out. */
const image = (path: string | null, alt: string): ImageView | null =>
  path?.startsWith(UPLOADS) ? { name: path.slice(UPLOADS.length), alt } : null;

/** A reviewer as the public sees them: first name and initial, nothing else of theirs. */
const reviewer = (first: string | null, last: string | null) =>
  first ? `${first}${last ? ` ${last.charAt(0)}.` : ''}` : 'A client';

const monthYear = new Intl.DateTimeFormat('en-NG', {
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

/** The shop page's content, worded for a client: prices, lengths, the policy in plain words. */
export function presentShop(parts: ShopParts, url: string): ShopView {
  const { vendor, services } = parts;
  const name = vendor.business_name || 'Shop';
  const depositOf = (s: Service) => depositDue(s.price, s);
  const categories = new Map<string, Service[]>();
  for (const service of services) {
    const key = service.category?.trim() || 'Services';
    categories.set(key, [...(categories.get(key) ?? []), service]);
  }
  const team = parts.team.filter((member) => Boolean(member.active));
  return {
    link: vendor.profile_link,
    url,
    name,
    category: vendor.category_name,
    description: vendor.business_description,
    cover: image(vendor.cover_path, `${name}, cover photo`),
    logo: image(vendor.logo_path, `${name} logo`),
    address: vendor.my_place ? vendor.business_address : null,
    homeService: vendor.home_service
      ? vendor.home_service_fee > 0
        ? `${shopNaira(vendor.home_service_fee)} home service fee`
        : 'No home service fee'
      : null,
    rating: parts.totals.count
      ? { average: Math.round((parts.totals.sum / parts.totals.count) * 10) / 10, count: parts.totals.count }
      : null,
    hours: DAY_NAMES.map((day, index) => {
      const open = parts.hours.find((h) => h.day === index);
      return {
        day,
        open: open ? `${clockTime(open.open_time)} – ${clockTime(open.close_time)}` : null,
        times: open ? { opens: open.open_time, closes: open.close_time } : null,
      };
    }),
    categories: [...categories].map(([category, list]) => ({
      name: category,
      services: list.map((s) => ({
        id: s.id,
        name: s.name,
        description: s.description,
        duration: shopDuration(s.duration_minutes),
        price: shopPrice(s.price, s.duration_type),
        deposit: depositOf(s) > 0 ? `${shopNaira(depositOf(s))} deposit` : null,
        homeService: Boolean(s.home_service),
      })),
    })),
    bundles: parts.bundles.map((b) => ({
      name: b.name,
      description: b.description,
      price: shopNaira(nairaToKobo(b.price)),
      regular: b.regular_price > b.price ? shopNaira(nairaToKobo(b.regular_price)) : null,
      services: b.services.map((s) => s.name).join(' + '),
    })),
    addons: parts.addons.map((a) => ({
      name: a.name,
      price: shopNaira(nairaToKobo(a.price)),
      duration: shopDuration(a.duration_minutes),
    })),
    photos: parts.images
      .filter((i) => i.kind !== 'portfolio')
      .map((i, n) => image(i.path, `${name}, photo ${n + 1}`))
      .filter((i) => i !== null),
    team: team.map((m) => ({ name: m.name, photo: image(m.photo_path, m.name) })),
    reviews: parts.reviews.map((r) => ({
      name: reviewer(r.first_name, r.last_name),
      rating: r.rating,
      comment: r.comment,
      date: monthYear.format(new Date(r.created_at)),
      reply: r.reply_comment,
    })),
    policy: shopPolicy({
      ...vendor,
      deposits: services.some((s) => depositOf(s) > 0),
      rescheduling_hours: vendor.rescheduling ? vendor.rescheduling_hours : null,
      missed: missedRule(vendor),
    }),
    indexable: Boolean(vendor.search_visibility),
    booking: {
      vendorId: vendor.id,
      link: vendor.profile_link,
      atShop: Boolean(vendor.my_place),
      homeFee: vendor.home_service ? vendor.home_service_fee : null,
      repeat: Boolean(vendor.clients_book_series),
      services: services.map((s) => ({
        id: s.id,
        name: s.name,
        category: s.category?.trim() || 'Services',
        minutes: s.duration_minutes,
        price: s.price,
        durationType: s.duration_type,
        deposit: depositOf(s),
        homeService: Boolean(s.home_service),
      })),
      staff: team.map((m) => ({ id: m.id, name: m.name, serviceIds: m.service_ids })),
    },
  };
}
