import { readdir, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStore } from '../../adapters/file-store.ts';
import { CONTENT_TYPES, STORED_NAME } from '../../lib/images.ts';

/**
 * Before issue 31 images lived in DATA_DIR/uploads and DATA_DIR/attachments, on the disk of the
 * instance that took them. At start-up each one still there is put into the store under the
 * same name (so its URL and the rows naming it stay as they are) and then removed from the
 * disk: a disk copy left behind would come back on the next start after its image was deleted.
 * A start-up cut short between the two just puts it again. Other files are left alone.
 */
export async function importDiskFiles(files: FileStore, dataDir: string): Promise<void> {
  for (const folder of ['uploads', 'attachments']) {
    const dir = join(dataDir, folder);
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const { name } = entry;
      const ext = STORED_NAME.exec(name)?.[1] as keyof typeof CONTENT_TYPES | undefined;
      if (!ext || !entry.isFile()) continue;
      await files.put(`${folder}/${name}`, await readFile(join(dir, name)), CONTENT_TYPES[ext]);
      await unlink(join(dir, name));
    }
  }
}
