// What other modules may use of the business profile.
import type { BusinessRepository } from './business.repository.ts';

/** The business categories, and a vendor's business images. */
export type BusinessReads = Pick<BusinessRepository, 'findCategory' | 'imagesOf'>;
