import { endpoint } from '../api/endpoint.ts';
import { idParams } from '../common.ts';
import {
  staffBody,
  staffListResponse,
  staffPhotoBody,
  staffRemovedResponse,
  staffSavedResponse,
} from './schemas.ts';

const team = { tag: 'staff', audience: 'vendor' } as const;

/**
 * Our own (not SPEC §7): the vendor's team. Staff have no logins; each booking may name one
 * member, whose slots are checked against their own week as well as the business's.
 */
export const staffApi = {
  /** Every member, active or not, by name. */
  list: endpoint({ ...team, method: 'GET', path: '/vendor/staff', responses: { 200: staffListResponse } }),
  /** 422 when a service is not the vendor's. */
  create: endpoint({
    ...team,
    method: 'POST',
    path: '/vendor/staff',
    body: staffBody,
    responses: { 201: staffSavedResponse },
    errors: [422],
  }),
  /**
   * The whole member at once. 404 unless the member is the vendor's; 409 when made inactive while
   * holding upcoming bookings; 422 when a service is not the vendor's. Like a change of business
   * hours, new hours leave bookings already made as they are.
   */
  update: endpoint({
    ...team,
    method: 'PUT',
    path: '/vendor/staff/:id',
    params: idParams,
    body: staffBody,
    responses: { 200: staffSavedResponse },
    errors: [404, 409, 422],
  }),
  /** 404 unless the member is the vendor's; 409 when they have bookings (make them inactive instead). */
  remove: endpoint({
    ...team,
    method: 'DELETE',
    path: '/vendor/staff/:id',
    params: idParams,
    responses: { 200: staffRemovedResponse },
    errors: [404, 409],
  }),
  setPhoto: endpoint({
    ...team,
    method: 'PUT',
    path: '/vendor/staff/:id/photo',
    params: idParams,
    body: staffPhotoBody,
    responses: { 200: staffSavedResponse },
    errors: [404],
  }),
  removePhoto: endpoint({
    ...team,
    method: 'DELETE',
    path: '/vendor/staff/:id/photo',
    params: idParams,
    responses: { 200: staffSavedResponse },
    errors: [404],
  }),
};
