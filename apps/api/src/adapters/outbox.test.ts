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

  it('never shows a reader a half-written message, and leaves no draft behind', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'outbox-'));
    const mailer = createMailer(loadConfig({}, { DATA_DIR: dataDir }), new TestClock());
    const dir = join(dataDir, 'outbox');
    let writing = true;
    let reads = 0;
    // Someone reading the folder (the tests' code readers, a developer) while messages are written.
    const reader = (async () => {
      while (writing) {
        let names: string[] = [];
        try {
          names = readdirSync(dir);
        } catch {
          // Not made yet.
        }
        for (const name of names) expect(JSON.parse(readFileSync(join(dir, name), 'utf8')).to).toBe('a@b.ng');
        reads += names.length;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        mailer.send({ to: 'a@b.ng', subject: `Code ${i}`, text: 'x'.repeat(20_000) }),
      ),
    );
    writing = false;
    await reader;
    expect(reads).toBeGreaterThan(0);
    expect(readdirSync(dir)).toHaveLength(200);
    expect(readdirSync(join(dataDir, '.outbox-drafts'))).toEqual([]);
  });
});
