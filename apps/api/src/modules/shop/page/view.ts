/** What the shop page shows, worded and formatted on the server (shop.presenter.ts). */

/** A stored image, served resized (`/shop/img/<width>/<name>`) at the widths the page asks for. */
export interface ImageView {
  name: string;
  alt: string;
}

export interface ServiceView {
  id: number;
  name: string;
  description: string | null;
  duration: string;
  /** Worded by its duration type ('Starts at ₦25,000'); null where the vendor hides it. */
  price: string | null;
  /** '₦12,500 deposit', when booking asks for one. */
  deposit: string | null;
  homeService: boolean;
}

export interface ShopView {
  link: string;
  /** The page's own absolute address (canonical, Open Graph). */
  url: string;
  name: string;
  category: string | null;
  description: string | null;
  cover: ImageView | null;
  logo: ImageView | null;
  /** The shop's address when clients come to it. */
  address: string | null;
  /** When the shop comes to the client: the fee worded ('₦3,000 home service fee'). */
  homeService: string | null;
  rating: { average: number; count: number } | null;
  /** Monday first; `open` ('09:00 AM – 06:00 PM') and `times` (24-hour, for schema.org) are null on a closed day. */
  hours: { day: string; open: string | null; times: { opens: string; closes: string } | null }[];
  categories: { name: string; services: ServiceView[] }[];
  bundles: {
    name: string;
    description: string | null;
    price: string;
    regular: string | null;
    services: string;
  }[];
  addons: { name: string; price: string; duration: string }[];
  photos: ImageView[];
  team: { name: string; photo: ImageView | null }[];
  reviews: { name: string; rating: number; comment: string; date: string; reply: string | null }[];
  policy: string[];
  /** Whether search engines may list it (the vendor's search_visibility). */
  indexable: boolean;
  /** What the booking script needs (embedded as JSON, read by browser/shop.ts). */
  booking: BookingData;
}

/** The booking island's data: numbers, not words, so the script can add them up. */
export interface BookingData {
  vendorId: number;
  link: string;
  atShop: boolean;
  /** Kobo; null when the shop does not come to clients. */
  homeFee: number | null;
  /** Whether clients may book a series of visits here (issue 36: 'Clients can book repeat visits'). */
  repeat: boolean;
  services: {
    id: number;
    name: string;
    category: string;
    minutes: number;
    price: number;
    durationType: string;
    deposit: number;
    homeService: boolean;
  }[];
  staff: { id: number; name: string; serviceIds: number[] }[];
}
