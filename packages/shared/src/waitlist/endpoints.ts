import { endpoint } from '../api/endpoint.ts';
import { idParams } from '../common.ts';
import { shopLinkParams } from '../shop/schemas.ts';
import {
  waitlistDoneResponse,
  waitlistJoinBody,
  waitlistOfferParams,
  waitlistOfferView,
  waitlistResponse,
  waitlistSettingsBody,
  waitlistTakeResponse,
} from './schemas.ts';

const vendor = { tag: 'waitlist', audience: 'vendor' } as const;
const offer = { tag: 'waitlist', audience: 'public', params: waitlistOfferParams } as const;

/** Our own (not SPEC §7), issue 36: the waitlist that refills freed slots. */
export const waitlistApi = {
  list: endpoint({
    ...vendor,
    method: 'GET',
    path: '/vendor/waitlist',
    summary: 'Everyone waiting, first joined first, with the offers made to each',
    responses: { 200: waitlistResponse },
  }),
  /** 422 for a service not of this vendor or days out of order, past, or too many. */
  add: endpoint({
    ...vendor,
    method: 'POST',
    path: '/vendor/waitlist',
    summary: 'Puts a client on the waitlist',
    body: waitlistJoinBody,
    responses: { 200: waitlistDoneResponse },
    errors: [422],
  }),
  remove: endpoint({
    ...vendor,
    method: 'DELETE',
    path: '/vendor/waitlist/:id',
    summary: 'Takes a client off the waitlist (a slot held for them goes to the next)',
    params: idParams,
    responses: { 200: waitlistDoneResponse },
    errors: [404],
  }),
  settings: endpoint({
    ...vendor,
    method: 'PUT',
    path: '/vendor/waitlist/settings',
    summary: 'How long an offer holds its slot',
    body: waitlistSettingsBody,
    responses: { 200: waitlistDoneResponse },
  }),
  /** The shop page's join form; 404 for a shop that takes no bookings, 422 like add. */
  join: endpoint({
    tag: 'waitlist',
    audience: 'public',
    method: 'POST',
    path: '/shop/:profileLink/waitlist',
    summary: 'Joins the waitlist from the shop page',
    params: shopLinkParams,
    body: waitlistJoinBody,
    responses: { 200: waitlistDoneResponse },
    errors: [404, 422],
  }),
  offer: endpoint({
    ...offer,
    method: 'GET',
    path: '/waitlist/offers/:token',
    summary: "An offer's slot and how long it is held",
    responses: { 200: waitlistOfferView },
    errors: [404],
  }),
  /** 409 when the hold ended (the slot went to the next) or the slot is no longer free. */
  take: endpoint({
    ...offer,
    method: 'POST',
    path: '/waitlist/offers/:token/take',
    summary: "Books the offer's slot",
    responses: { 200: waitlistTakeResponse },
    errors: [404, 409],
  }),
  decline: endpoint({
    ...offer,
    method: 'POST',
    path: '/waitlist/offers/:token/decline',
    summary: 'Lets the slot go to the next person waiting',
    responses: { 200: waitlistDoneResponse },
    errors: [404, 409],
  }),
};
