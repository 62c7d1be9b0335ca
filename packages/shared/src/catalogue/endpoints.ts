import { endpoint } from '../api/endpoint.ts';
import { idParams, userIdParams } from '../common.ts';
import {
  addonBody,
  addonsResponse,
  bundleBody,
  bundlesResponse,
  catalogueDoneResponse,
  catalogueSavedResponse,
  reorderBody,
  serviceBody,
  servicesResponse,
  workspaceImageAddedResponse,
  workspaceImageBody,
  workspaceImagesResponse,
} from './schemas.ts';

const vendor = { tag: 'services', audience: 'vendor' } as const;
/** A read of SPEC §7 for the vendor's own user id (403 for anyone else's). */
const read = { ...vendor, method: 'GET', params: userIdParams, errors: [403] } as const;
/** A creation: 201 with the new id. */
const create = { ...vendor, method: 'POST', responses: { 201: catalogueSavedResponse } } as const;
/** An update of one of the vendor's own live records: 404 when there is none. */
const update = {
  ...vendor,
  method: 'PUT',
  params: idParams,
  responses: { 200: catalogueSavedResponse },
} as const;
const remove = {
  ...vendor,
  method: 'DELETE',
  params: idParams,
  responses: { 200: catalogueDoneResponse },
  errors: [404],
} as const;

/**
 * Services, bundles, add-ons and workspace images: SPEC §7's three reads keep their shapes, the
 * rest is our own REST. 422 is a rule the schema cannot see: another vendor's add-ons or services,
 * or more images than the vendor may hold.
 */
export const catalogueApi = {
  services: endpoint({ ...read, path: '/getallservicebyid/:userId', responses: { 200: servicesResponse } }),
  bundles: endpoint({ ...read, path: '/getuserbundle/:userId', responses: { 200: bundlesResponse } }),
  addons: endpoint({ ...read, path: '/getalladdons/:userId', responses: { 200: addonsResponse } }),

  createService: endpoint({ ...create, path: '/services', body: serviceBody, errors: [422] }),
  /** New images replace the current ones only when some are sent. */
  updateService: endpoint({ ...update, path: '/services/:id', body: serviceBody, errors: [404, 422] }),
  deleteService: endpoint({ ...remove, path: '/services/:id' }),

  createBundle: endpoint({ ...create, path: '/bundles', body: bundleBody, errors: [422] }),
  updateBundle: endpoint({ ...update, path: '/bundles/:id', body: bundleBody, errors: [404, 422] }),
  deleteBundle: endpoint({ ...remove, path: '/bundles/:id' }),

  createAddon: endpoint({ ...create, path: '/addons', body: addonBody }),
  updateAddon: endpoint({ ...update, path: '/addons/:id', body: addonBody, errors: [404] }),
  deleteAddon: endpoint({ ...remove, path: '/addons/:id' }),

  /** The brief-case: workspace and portfolio images, in the vendor's order. */
  workspaceImages: endpoint({
    ...vendor,
    method: 'GET',
    path: '/workspace-images',
    responses: { 200: workspaceImagesResponse },
  }),
  addWorkspaceImage: endpoint({
    ...vendor,
    method: 'POST',
    path: '/workspace-images',
    body: workspaceImageBody,
    responses: { 201: workspaceImageAddedResponse },
    errors: [422],
  }),
  /** `ids` in their new order; every one must be the vendor's (422). */
  reorderWorkspaceImages: endpoint({
    ...vendor,
    method: 'PUT',
    path: '/workspace-images/order',
    body: reorderBody,
    responses: { 200: catalogueDoneResponse },
    errors: [422],
  }),
  deleteWorkspaceImage: endpoint({ ...remove, path: '/workspace-images/:id' }),
};
