import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { TestClock } from '../test/harness.ts';
import { createMailer } from './mail.ts';
import { createSmsSender } from './sms.ts';

describe('outbox (embedded default for mail and SMS)', () => {
  it('writes one JSON file per message with channel, to, subject, text and created_at', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'outbox-'));
    const config = loadConfig({}, { DATA_DIR: dataDir });
    const clock = new TestClock();
    await createMailer(config, clock).send({ to: 'a@b.ng', subject: 'Code', text: 'Your code is 123456' });
    await createSmsSender(config, clock).send({ to: '08030000000', text: 'Your code is 654321' });
    const files = readdirSync(join(dataDir, 'outbox')).sort();
    const messages = files.map((f) => JSON.parse(readFileSync(join(dataDir, 'outbox', f), 'utf8')));
    expect(messages).toEqual(
      expect.arrayContaining([
        {
          channel: 'mail',
          to: 'a@b.ng',
          subject: 'Code',
          text: 'Your code is 123456',
          created_at: clock.now().toISOString(),
        },
        {
          channel: 'sms',
          to: '08030000000',
          text: 'Your code is 654321',
          created_at: clock.now().toISOString(),
        },
      ]),
    );
  });
});
