import { endpoint } from '../api/endpoint.ts';
import { disputeBody, disputeParams, disputeSubmittedResponse, disputesResponse } from './schemas.ts';

/** SPEC §7 addingdisputevendor/{reference}/user, and the list the Disputes settings page reads. */
export const disputesApi = {
  /** 404 when the reference names none of the vendor's bookings; 409 while one dispute about it is open. */
  raise: endpoint({
    method: 'POST',
    path: '/addingdisputevendor/:reference/user',
    tag: 'disputes',
    audience: 'vendor',
    params: disputeParams,
    body: disputeBody,
    responses: { 200: disputeSubmittedResponse },
    errors: [404, 409],
  }),
  list: endpoint({
    method: 'GET',
    path: '/disputes',
    tag: 'disputes',
    audience: 'vendor',
    responses: { 200: disputesResponse },
  }),
};
