import { MSG, SECURITY } from '@app/shared';
import type { Clock } from '../../adapters/clock.ts';
import type { Mailer } from '../../adapters/mail.ts';
import type { SmsSender } from '../../adapters/sms.ts';
import type { Db } from '../../db/database.ts';
import { AppError, forbidden, unprocessable } from '../../lib/errors.ts';
import type { Accounts, CodesService, VendorAuth } from '../auth/index.ts';

const minutes = SECURITY.codeTtlMs / 60_000;

/** E-mail and phone codes: verification of the account's contacts and the password-reset entry step. */
export function verificationService(deps: {
  /** For reads and writes outside any transaction. */
  db: Db;
  users: Accounts;
  codes: CodesService;
  auth: VendorAuth;
  mailer: Mailer;
  sms: SmsSender;
  clock: Clock;
}) {
  const { db, users, codes, auth, mailer, sms, clock } = deps;

  /** A delivery failure is a 500 with the spec's message, after the code was stored. */
  const deliver = (send: () => Promise<void>) =>
    send().catch(() => {
      throw new AppError('internal', MSG.somethingWrong, { success: false });
    });

  return {
    /** Never tells whether the address has an account: the answer is the same either way. */
    async sendEmailCode(email: string, ip: string) {
      const user = await users.findUserByEmail(email);
      const account = user ? { id: user.id, createdAt: user.created_at } : null;
      await codes.send('email', email, { account, ip }, (code) =>
        deliver(() =>
          mailer.send({
            to: email,
            subject: `Your verification code: ${code}`,
            text: `Your verification code is ${code}. It expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail.`,
          }),
        ),
      );
      return { success: true as const, message: MSG.tokenSentEmail };
    },

    /** `userid` is an id or, in the password-reset flow, the e-mail address itself. */
    async checkEmailCode(userid: string, token: string) {
      const user = /^\d+$/.test(userid)
        ? await users.findUserById(Number(userid))
        : await users.findUserByEmail(userid.toLowerCase());
      await codes.verify('email', user?.email ?? userid.toLowerCase(), token, user?.id ?? null);
      // verify() throws unless a live code existed, and codes exist only for real accounts.
      const owner = user!;
      if (!owner.email_verified_at) {
        await users.updateUser(db, owner.id, { email_verified_at: clock.now().toISOString() });
      }
      return {
        success: true as const,
        message: MSG.tokenAccepted,
        reset_token: await auth.createResetTicket(owner.id),
      };
    },

    async sendPhoneCode(userId: number, phone: string, ip: string) {
      const user = await users.findUserById(userId);
      if (!user || user.phone_number !== phone) {
        throw unprocessable('Use the phone number on your account', {
          phone_number: 'Use the phone number on your account',
        });
      }
      const account = { id: user.id, createdAt: user.created_at };
      await codes.send('sms', phone, { account, ip }, (code) =>
        deliver(() =>
          sms.send({
            to: phone,
            text: `Your verification code is ${code}. It expires in ${minutes} minutes.`,
          }),
        ),
      );
      return { success: true as const, message: MSG.tokenSentPhone };
    },

    async checkPhoneCode(userId: number, userid: string, token: string) {
      if (String(userId) !== userid) throw forbidden();
      const user = await users.findUserById(userId);
      if (!user?.phone_number) throw unprocessable(MSG.required, { phone_number: MSG.required });
      await codes.verify('sms', user.phone_number, token, user.id);
      await users.updateUser(db, user.id, { phone_verified_at: clock.now().toISOString() });
      return { success: true as const, message: MSG.tokenAccepted };
    },
  };
}
