import { endpoint } from '../api/endpoint.ts';
import {
  clientKeyParams,
  clientNotesBody,
  clientNotesResponse,
  clientResponse,
  clientsQuery,
  clientsResponse,
} from './schemas.ts';

const book = { tag: 'clients', audience: 'vendor' } as const;

/**
 * Our own (not SPEC §7, issue 36): the vendor's client book, merged from their bookings. Notes
 * and tags are the shop's own: only the vendor's calls read or write them.
 */
export const clientsApi = {
  /** A page of the vendor's clients, latest booking first. */
  list: endpoint({
    ...book,
    method: 'GET',
    path: '/vendor/clients',
    query: clientsQuery,
    responses: { 200: clientsResponse },
  }),
  /** One client, by any of their keys, with their history. 404 unless they booked with the vendor. */
  show: endpoint({
    ...book,
    method: 'GET',
    path: '/vendor/clients/:key',
    params: clientKeyParams,
    responses: { 200: clientResponse },
    errors: [404],
  }),
  /** Replaces the shop's private notes and tags about a client. 404 unless they booked with the vendor. */
  saveNotes: endpoint({
    ...book,
    method: 'PUT',
    path: '/vendor/clients/:key/notes',
    params: clientKeyParams,
    body: clientNotesBody,
    responses: { 200: clientNotesResponse },
    errors: [404],
  }),
};
