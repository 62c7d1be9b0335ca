import { formatNaira } from '@app/shared';
import type { Service } from './api/catalogue.ts';

/** How a service's price reads (its card, the profile's list), by duration type. */
export function priceLabel(service: Pick<Service, 'price' | 'duration_type'>): string {
  switch (service.duration_type) {
    case 'Starts at':
      return `From ${formatNaira(service.price)}`;
    case 'varies':
      return `~${formatNaira(service.price)}`;
    default:
      return formatNaira(service.price);
  }
}
