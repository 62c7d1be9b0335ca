import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { TestClock } from '../test/harness.ts';
import { createMailer } from './mail.ts';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A local SMTP server on a free port: no TLS, no authentication required. */
async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { server, port, received };
}

let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (smtp ? smtp.server.close(() => resolve()) : resolve()));
  smtp = undefined;
});

describe('createMailer with SMTP_HOST', () => {
  it('delivers the message over SMTP with the code in the text', async () => {
    smtp = await startSmtp();
    const config = loadConfig(
      {},
      {
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: smtp.port,
        SMTP_SECURE: false,
        MAIL_FROM: 'Vendor Dashboard <no-reply@vendor.test>',
        DATA_DIR: '/nonexistent-outbox-must-not-be-used',
      },
    );
    const mailer = createMailer(config, new TestClock());
    await mailer.send({ to: 'chioma@example.ng', subject: 'Your code', text: 'Your code is 482913' });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.from).toBe('no-reply@vendor.test');
    expect(mail!.to).toEqual(['chioma@example.ng']);
    expect(mail!.raw).toMatch(/^Subject: Your code$/m);
    expect(mail!.raw).toMatch(/^To: chioma@example\.ng$/m);
    expect(mail!.raw).toContain('Your code is 482913');
  });

  it('rejects when the server refuses the recipient', async () => {
    smtp = await startSmtp();
    smtp.server.onRcptTo = (_address, _session, callback) => callback(new Error('No such user'));
    const config = loadConfig({}, { SMTP_HOST: '127.0.0.1', SMTP_PORT: smtp.port, SMTP_SECURE: false });
    await expect(
      createMailer(config, new TestClock()).send({ to: 'nobody@example.ng', subject: 'x', text: 'y' }),
    ).rejects.toThrow();
    expect(smtp.received).toHaveLength(0);
  });
});
