import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Booleans are stored as 0/1 integers and times as ISO-8601 UTC strings so one query runs on both dialects. */
type Flag = number;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  full_name: string;
  business_name: string | null;
  phone_number: string | null;
  gender: string | null;
  referral_code: string;
  referred_by: string | null;
  profile_link: string;
  profile_pic: string | null;
  register_status: Generated<Flag>;
  email_verified_at: string | null;
  phone_verified_at: string | null;
  nin_number: string | null;
  nin_verified: Generated<Flag>;
  account_active: Generated<Flag>;
  disabled: Generated<Flag>;
  business_category_id: number | null;
  business_address: string | null;
  business_description: string | null;
  home_service: Generated<Flag>;
  my_place: Generated<Flag>;
  home_service_fee: Generated<number>;
  instagram: string | null;
  facebook: string | null;
  twitter: string | null;
  reg_no: string | null;
  biz_reg_status: Generated<Flag>;
  email_notification: Generated<Flag>;
  push_notification: Generated<Flag>;
  search_visibility: Generated<Flag>;
  booking_window: Generated<number>;
  future_booking_window: Generated<number>;
  rescheduling: Generated<Flag>;
  automatic_confirm_booking: Generated<Flag>;
  avoid_gaps: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

export interface BusinessCategoriesTable {
  id: Generated<number>;
  category_name: string;
}

export interface BusinessImagesTable {
  id: Generated<number>;
  user_id: number;
  kind: 'business' | 'workspace';
  path: string;
  created_at: string;
}

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  last_used_at: string;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  target: string;
  user_id: number | null;
  code_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface ResetTicketsTable {
  id: Generated<number>;
  user_id: number;
  ticket_hash: string;
  expires_at: string;
  used_at: string | null;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  expires_at: string;
}

export interface OauthStatesTable {
  state_hash: string;
  nonce: string;
  ref: string | null;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  business_categories: BusinessCategoriesTable;
  business_images: BusinessImagesTable;
  auth_tokens: AuthTokensTable;
  verification_codes: VerificationCodesTable;
  reset_tickets: ResetTicketsTable;
  rate_limits: RateLimitsTable;
  oauth_states: OauthStatesTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
