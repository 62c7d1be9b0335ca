import { randomBytes } from 'node:crypto';

/** A URL-safe shop link from a business name, made unique with a short suffix when taken. */
export async function uniqueSlug(name: string, taken: (slug: string) => Promise<boolean>): Promise<string> {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'shop';
  let slug = base;
  while (await taken(slug)) slug = `${base}-${randomBytes(3).toString('hex')}`;
  return slug;
}
