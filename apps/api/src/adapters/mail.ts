import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Clock } from './clock.ts';
import { writeToOutbox } from './outbox.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** SMTP when SMTP_HOST is set, else the local outbox. */
export function createMailer(config: Config, clock: Clock): Mailer {
  if (!config.SMTP_HOST) {
    return {
      send: async (mail) => {
        await writeToOutbox(config.DATA_DIR, { channel: 'mail', ...mail }, clock.now());
      },
    };
  }
  const transport = nodemailer.createTransport({
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    secure: config.SMTP_SECURE ?? config.SMTP_PORT === 465,
    auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? '' } : undefined,
  });
  return {
    send: async (mail) => {
      await transport.sendMail({ from: config.MAIL_FROM, ...mail });
    },
  };
}
