import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface OutboxMessage {
  channel: 'mail' | 'sms' | 'whatsapp';
  to: string;
  subject?: string;
  text: string;
  /** A WhatsApp message's template name. */
  template?: string;
}

/**
 * The embedded default for mail, SMS and WhatsApp: one JSON file per message in DATA_DIR/outbox.
 * Each is written beside it first and then renamed in, so whoever reads the folder (a developer,
 * the tests) never finds a message half written.
 */
export async function writeToOutbox(dataDir: string, message: OutboxMessage, now: Date): Promise<string> {
  const dir = join(dataDir, 'outbox');
  const drafts = join(dataDir, '.outbox-drafts');
  await Promise.all([mkdir(dir, { recursive: true }), mkdir(drafts, { recursive: true })]);
  const name = `${now.getTime()}-${message.channel}-${randomBytes(4).toString('hex')}.json`;
  const draft = join(drafts, name);
  await writeFile(draft, JSON.stringify({ ...message, created_at: now.toISOString() }, null, 2));
  const file = join(dir, name);
  await rename(draft, file);
  return file;
}
