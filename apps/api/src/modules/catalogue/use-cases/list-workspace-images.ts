import type { CatalogueContext } from '../context.ts';

/** Business setup's images are pictures of the place: the brief-case shows them as workspace images. */
export async function listWorkspaceImages(ctx: CatalogueContext, input: { userId: number }) {
  return {
    success: true as const,
    data: (await ctx.catalogue.workspaceImages(input.userId)).map((image) => ({
      ...image,
      kind: image.kind === 'portfolio' ? ('portfolio' as const) : ('workspace' as const),
    })),
  };
}
