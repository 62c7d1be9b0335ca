import { hash } from '@node-rs/argon2';
import type { Container } from '../container.ts';

export const DEMO_VENDOR = { email: 'demo@glowbeauty.ng', password: 'Demo@2026' } as const;

/** First run of the embedded default: a ready-to-use vendor, so the product can be tried at once. */
export async function seedDemo(container: Container): Promise<boolean> {
  if (await container.auth.accountExists(DEMO_VENDOR.email)) return false;
  const now = container.clock.now().toISOString();
  const userId = await container.auth.createUser({
    email: DEMO_VENDOR.email,
    password_hash: await hash(DEMO_VENDOR.password),
    full_name: 'Adaeze Okafor',
    business_name: 'Glow Beauty Lounge',
    phone_number: '08031234567',
    gender: 'Female',
    email_verified_at: now,
    phone_verified_at: now,
    business_category_id: 1,
    business_address: '12 Admiralty Way, Lekki Phase 1, Lagos',
    business_description:
      'Hair styling, braids, nails and make-up in a calm studio in Lekki. Home service across Lagos Island.',
    home_service: 1,
    my_place: 1,
    register_status: 1,
  });
  return userId > 0;
}
