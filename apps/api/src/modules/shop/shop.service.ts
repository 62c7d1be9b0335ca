import type { BusinessReads } from '../business/index.ts';
import type { Offers } from '../catalogue/index.ts';
import type { ReviewReads } from '../reviews/index.ts';
import type { WeekReads } from '../schedule/index.ts';
import type { TeamReads } from '../staff/index.ts';
import type { ShopView } from './page/view.ts';
import { presentShop } from './shop.presenter.ts';
import type { ShopRepository } from './shop.repository.ts';

/** Reviews shown on the page, newest first; the rating counts them all. */
const REVIEWS_SHOWN = 10;
/** Shops the directory lists at once: a search narrows them. */
const LISTED = 50;

/** Unfinished sign-ups, disabled accounts and accounts under review take no bookings. */
export const takesBookings = (vendor: {
  register_status: number;
  disabled: number;
  account_active: number;
}) => vendor.register_status === 1 && !vendor.disabled && !vendor.account_active;

/** What a shop link answers: the shop, a shop that takes no bookings now, or nothing. */
export type ShopPage =
  | { state: 'open'; view: ShopView }
  | { state: 'closed'; name: string; link: string }
  | { state: 'missing' };

/** The public shop page (issue 33): everything a client reads before booking. */
export function shopService(deps: {
  shops: ShopRepository;
  catalogue: Offers;
  schedule: Pick<WeekReads, 'hours'>;
  staff: TeamReads;
  reviews: ReviewReads;
  business: Pick<BusinessReads, 'imagesOf'>;
  /** Where this product is served: the page's canonical address is made from it. */
  publicUrl: string;
}) {
  const { shops, catalogue, schedule, staff, reviews, business, publicUrl } = deps;
  const urlOf = (link: string) => new URL(`/shop/${encodeURIComponent(link)}`, publicUrl).toString();

  return {
    /** The shops that chose to be found, for /shop: their names, what they are and where. */
    async directory(search: string) {
      const found = await shops.listed(search.trim().toLowerCase() || null, LISTED);
      return found.map((shop) => ({
        name: shop.business_name ?? '',
        url: `/shop/${encodeURIComponent(shop.profile_link)}`,
        about: [shop.category_name, shop.my_place ? shop.business_address : 'Comes to you']
          .filter(Boolean)
          .join(' · '),
      }));
    },

    async page(link: string): Promise<ShopPage> {
      const vendor = await shops.vendorByLink(link);
      if (!vendor) return { state: 'missing' };
      if (!takesBookings(vendor))
        return { state: 'closed', name: vendor.business_name || 'This shop', link: vendor.profile_link };
      const [services, offers, hours, team, list, totals, images] = await Promise.all([
        shops.services(vendor.id),
        catalogue.offers(vendor.id),
        schedule.hours(vendor.id),
        staff.team(vendor.id),
        reviews.listForVendor(vendor.id, REVIEWS_SHOWN),
        reviews.ratingTotals(vendor.id),
        business.imagesOf(vendor.id),
      ]);
      const view = presentShop(
        { vendor, services, ...offers, hours, team, reviews: list, totals, images },
        urlOf(vendor.profile_link),
      );
      return { state: 'open', view };
    },
  };
}

export type ShopService = ReturnType<typeof shopService>;
