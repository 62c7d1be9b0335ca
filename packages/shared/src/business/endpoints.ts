import { endpoint } from '../api/endpoint.ts';
import { successResponse } from '../auth/responses.ts';
import {
  bizSetupBody,
  businessCategoriesResponse,
  type ProfileImageKind,
  profileImageBody,
  profileImagesResponse,
  profileImagesSavedResponse,
} from './schemas.ts';

const profile = { tag: 'business', audience: 'vendor' } as const;
/** Replacing one of the images: the new one is re-encoded and the old file removed (400 MSG.badImage when unreadable). */
const putImage = <const K extends ProfileImageKind>(kind: K) =>
  endpoint({
    ...profile,
    method: 'PUT',
    path: `/profile/${kind}`,
    body: profileImageBody,
    responses: { 200: profileImagesSavedResponse },
  });
/** Removing one; removing one that is not there changes nothing and succeeds. */
const deleteImage = <const K extends ProfileImageKind>(kind: K) =>
  endpoint({
    ...profile,
    method: 'DELETE',
    path: `/profile/${kind}`,
    responses: { 200: profileImagesSavedResponse },
  });

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

  /** Our own: the logo and cover photo of the profile page and the shop. */
  profileImages: endpoint({
    ...profile,
    method: 'GET',
    path: '/profile/images',
    responses: { 200: profileImagesResponse },
  }),
  setLogo: putImage('logo'),
  removeLogo: deleteImage('logo'),
  setCover: putImage('cover'),
  removeCover: deleteImage('cover'),
};
