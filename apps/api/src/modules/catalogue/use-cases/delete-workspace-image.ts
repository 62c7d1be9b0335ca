import { deleteImages } from '../../../lib/images.ts';
import type { CatalogueContext } from '../context.ts';
import { missing } from '../refusals.ts';

/** Removes a workspace or portfolio image, its file after its row. */
export async function deleteWorkspaceImage(ctx: CatalogueContext, input: { userId: number; id: number }) {
  const removed = await ctx.catalogue.deleteImage(input.userId, input.id);
  if (!removed) throw missing('Image');
  await deleteImages(ctx.files, [removed.path]);
  return { success: true as const, message: 'Image removed' };
}
