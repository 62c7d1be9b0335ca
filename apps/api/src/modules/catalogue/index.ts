// What other modules may use of the catalogue.
import type { AddonResponse, BundleResponse } from '@app/shared';

/** What the customer side shows of a vendor's shop: its bundles and add-ons (`shopOffers`, wired in container.ts). */
export interface Offers {
  offers(vendorId: number): Promise<{ bundles: BundleResponse[]; addons: AddonResponse[] }>;
}
