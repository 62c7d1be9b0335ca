import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface OutboxMessage {
  channel: 'mail' | 'sms' | 'whatsapp';
  to: string;
  subject?: string;
  text: string;
  /** A WhatsApp message's template name. */
  template?: string;
}

/** The embedded default for mail, SMS and WhatsApp: one JSON file per message in DATA_DIR/outbox. */
export async function writeToOutbox(dataDir: string, message: OutboxMessage, now: Date): Promise<string> {
  const dir = join(dataDir, 'outbox');
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${now.getTime()}-${message.channel}-${randomBytes(4).toString('hex')}.json`);
  await writeFile(file, JSON.stringify({ ...message, created_at: now.toISOString() }, null, 2));
  return file;
}
