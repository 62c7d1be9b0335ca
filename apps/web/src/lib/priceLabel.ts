import { formatNaira, type ServiceResponse } from '@app/shared';

/** How a service's price reads (its card, the profile's list), by duration type. */
export function priceLabel(service: Pick<ServiceResponse, 'price' | 'duration_type'>): string {
  switch (service.duration_type) {
    case 'Starts at':
      return `From ${formatNaira(service.price)}`;
    case 'varies':
      return `~${formatNaira(service.price)}`;
    default:
      return formatNaira(service.price);
  }
}
