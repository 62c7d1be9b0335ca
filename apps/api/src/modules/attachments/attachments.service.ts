import { ATTACHMENT_NAME } from '@app/shared';
import type { FileStore } from '../../adapters/file-store.ts';
import { notFound } from '../../lib/errors.ts';
import { STORED_NAME } from '../../lib/images.ts';
import type { AttachmentsRepository } from './attachments.repository.ts';

/**
 * Stored files as the vendors' clients see them: private attachments (cancellation and dispute
 * images) for their owner only, public images for anyone. Both come from the file store, so any
 * instance answers them.
 */
export function attachmentsService(deps: { attachments: AttachmentsRepository; files: FileStore }) {
  const { attachments, files } = deps;
  return {
    /** The attachment, when the name is well formed and belongs to this vendor; otherwise 404, whatever the reason. */
    async open(userId: number, name: string) {
      if (!ATTACHMENT_NAME.test(name) || !(await attachments.ownedBy(userId, name))) throw notFound();
      const file = await files.get(`attachments/${name}`);
      if (!file) throw notFound();
      return file;
    },

    /** A public image by its name under /uploads; 404 for any other name or a removed image. */
    async upload(name: string) {
      const file = STORED_NAME.test(name) ? await files.get(`uploads/${name}`) : null;
      if (!file) throw notFound();
      return file;
    },
  };
}

export type AttachmentsService = ReturnType<typeof attachmentsService>;
