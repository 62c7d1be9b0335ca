/** What the client's booking page shows, worded on the server (visit.presenter.ts). */
export interface VisitView {
  shop: { name: string; url: string; address: string | null };
  reference: string;
  items: {
    id: number;
    service: string;
    staff: string | null;
    /** 'Mon, 30 Nov 2026' and '10:00 AM – 11:30 AM': together, DETAILS_FORMAT with its end time. */
    day: string;
    times: string;
    price: string | null;
    status: string;
    tone: 'ok' | 'wa' | 'er';
    cancelled: boolean;
    /** The shop's proposed time, waiting for the client's answer. */
    proposal: string | null;
    movable: boolean;
    /** Why it cannot be moved now, when that is worth saying (too late). */
    move: string | null;
    reviewable: boolean;
    review: { rating: number; comment: string } | null;
  }[];
  where: string;
  total: string;
  /** The deposit paid, when one was. */
  deposit: string | null;
  payment: { message: string; tone: 'ok' | 'wa' | 'er'; testMode: boolean } | null;
  /** Made by the shop for a client without an account: shown, changed only by the shop. */
  byShop: boolean;
  /** While something is still cancellable: what cancelling now gives back, in words. */
  cancel: {
    refund: string;
    asks: boolean;
    /** A series' visit (issue 36) with later ones still cancellable: how many from this one on, and their refund. */
    following: { visits: number; refund: string } | null;
  } | null;
  /** The .ics download's address, while the visit still happens. */
  calendar: string | null;
  policy: string[];
}
