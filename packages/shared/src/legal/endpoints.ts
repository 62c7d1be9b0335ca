import { endpoint } from '../api/endpoint.ts';
import { legalPageResponse, legalParams } from './schemas.ts';

/** The terms and the privacy notice, public: sign-up links to them before any account exists. */
export const legalApi = {
  page: endpoint({
    method: 'GET',
    path: '/legal/:page',
    tag: 'legal',
    audience: 'public',
    params: legalParams,
    responses: { 200: legalPageResponse },
  }),
};
