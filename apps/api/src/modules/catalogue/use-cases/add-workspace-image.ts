import { LIMITS, MSG } from '@app/shared';
import { lockVendor } from '../../../db/locks.ts';
import { decodeImage, withUploads } from '../../../lib/images.ts';
import type { CatalogueContext } from '../context.ts';
import { full } from '../refusals.ts';

/** At most LIMITS.businessImagesMax workspace and portfolio images; the file is kept only with its row. */
export async function addWorkspaceImage(
  ctx: CatalogueContext,
  input: {
    userId: number;
    image: { kind: 'workspace' | 'portfolio'; image: string; caption?: string | null };
  },
) {
  const { userId, image: body } = input;
  const workspaceFull = () => full(MSG.workspaceImagesFull, 'image');
  if ((await ctx.catalogue.countWorkspaceImages(ctx.db, userId)) >= LIMITS.businessImagesMax)
    throw workspaceFull();
  const image = await decodeImage(body.image, 'image');
  return withUploads(ctx.files, [image], ([path]) =>
    ctx.transact(async (trx) => {
      // Two adds at once: the second sees the first one's image; the new one goes last.
      await lockVendor(trx, userId);
      const position = await ctx.catalogue.countWorkspaceImages(trx, userId);
      if (position >= LIMITS.businessImagesMax) throw workspaceFull();
      const row = await ctx.catalogue.insertImage(trx, {
        user_id: userId,
        kind: body.kind,
        path: path!,
        caption: body.caption ?? null,
        position,
        created_at: ctx.clock.now().toISOString(),
      });
      return { success: true as const, message: 'Image added', id: row.id, path: path! };
    }),
  );
}
