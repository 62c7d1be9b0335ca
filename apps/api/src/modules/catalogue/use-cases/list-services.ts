import { koboToNaira } from '@app/shared';
import type { CatalogueContext } from '../context.ts';
import { own } from '../ownership.ts';

/** The vendor's services (SPEC §7), with their images and add-ons. */
export async function listServices(ctx: CatalogueContext, input: { userId: number; requestedId: number }) {
  const { userId } = input;
  own(userId, input.requestedId);
  const rows = await ctx.catalogue.services(userId);
  const ids = rows.map((s) => s.id);
  const [images, addons] = await Promise.all([
    ctx.catalogue.serviceImages(ids),
    ctx.catalogue.serviceAddons(ids),
  ]);
  return {
    success: true as const,
    data: rows.map((s) => ({
      id: s.id,
      name: s.name,
      category: s.category,
      description: s.description,
      duration_minutes: s.duration_minutes,
      duration_hours: Math.floor(s.duration_minutes / 60),
      duration_mins: s.duration_minutes % 60,
      duration_type: s.duration_type,
      price: koboToNaira(s.price),
      virtual_appointment: s.virtual_appointment === 1,
      home_service: s.home_service === 1,
      deposit_type: s.deposit_type,
      // NGN for a fixed deposit, a whole percent for a share of the price.
      deposit_value: s.deposit_type === 'fixed' ? koboToNaira(s.deposit_value) : s.deposit_value,
      images: images.filter((i) => i.service_id === s.id).map((i) => i.path),
      addons: addons
        .filter((a) => a.service_id === s.id)
        .map(({ id, name, price, duration_minutes }) => ({
          id,
          name,
          price: koboToNaira(price),
          duration_minutes,
        })),
    })),
  };
}
