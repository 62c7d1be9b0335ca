import { endpoint } from '../api/endpoint.ts';
import { successResponse } from '../auth/responses.ts';
import { bizSetupBody, businessCategoriesResponse } from './schemas.ts';

/** SPEC §7 business categories and business setup, the last step of registration. */
export const businessApi = {
  categories: endpoint({
    method: 'GET',
    path: '/businesscategories',
    tag: 'business',
    audience: 'public',
    responses: { 200: businessCategoriesResponse },
  }),
  /** 422 for an unknown category or when the business images would pass their limit. */
  setup: endpoint({
    method: 'POST',
    path: '/businesssetup',
    tag: 'business',
    audience: 'vendor',
    body: bizSetupBody,
    responses: { 200: successResponse },
    errors: [422],
  }),
};
