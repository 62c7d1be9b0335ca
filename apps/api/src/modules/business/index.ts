// The public face of the business profile: what other modules use of it, written out here
// (importing it loads nothing).

/** The business categories, and a vendor's business images (business.repository.ts). */
export interface BusinessReads {
  findCategory(id: number): Promise<{ id: number; category_name: string } | undefined>;
  imagesOf(userId: number): Promise<{ kind: 'business' | 'workspace' | 'portfolio'; path: string }[]>;
}
