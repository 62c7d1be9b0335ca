import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ATTACHMENT_NAME } from '@app/shared';
import { notFound } from '../../lib/errors.ts';
import type { AttachmentsRepository } from './attachments.repository.ts';

const TYPES = { png: 'image/png', jpg: 'image/jpeg' } as const;

/** Private files (cancellation and dispute images) under DATA_DIR/attachments, for their owner only. */
export function attachmentsService(deps: { attachments: AttachmentsRepository; dataDir: string }) {
  const { attachments, dataDir } = deps;
  return {
    /** The file, when the name is well formed and belongs to this vendor; otherwise 404, whatever the reason. */
    async open(userId: number, name: string) {
      const match = ATTACHMENT_NAME.exec(name);
      if (!match || !(await attachments.ownedBy(userId, name))) throw notFound();
      const path = join(dataDir, 'attachments', name);
      const size = await stat(path).then(
        (s) => (s.isFile() ? s.size : null),
        () => null,
      );
      if (size === null) throw notFound();
      return { stream: createReadStream(path), type: TYPES[match[1] as keyof typeof TYPES], size };
    },
  };
}

export type AttachmentsService = ReturnType<typeof attachmentsService>;
