import { readFileSync } from 'node:fs';
import {
  DISPUTE_STATUSES,
  type DisputeStatus,
  formatNaira,
  koboToNaira,
  LEGAL_PAGES,
  legalBlocks,
} from '@app/shared';
import { transferReference } from '../../adapters/transfer-reference.ts';
import type { Container } from '../../container.ts';
import { AppError } from '../../lib/errors.ts';
import { randomDemoPassword } from '../../seed/demo-accounts.ts';
import { setDemoPassword } from '../../seed/demo-sign-in.ts';
import { adminRepository } from './admin.repository.ts';

/** Refusals (AppErrors): the command line prints their message to stderr and exits with code 1. */
const usage = (text: string) => new AppError('invalid_request', text);
const missing = (text: string) => new AppError('not_found', text);
const unchanged = (text: string) => new AppError('conflict', text);

const WITHDRAWAL_STATUSES = ['pending', 'processing', 'paid', 'failed'] as const;
type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const ADMIN_USAGE = `Operator commands (npm run admin -- <command>):
  nin <email>                           print the vendor's whole NIN, to check it with NIMC
  verify-nin <email>                    mark the vendor's NIN verified
  restrict <email>                      put the account under review (account_active = 1)
  restore <email>                       lift the review (account_active = 0)
  disable <email>                       disable the account and sign it out everywhere
  enable <email>                        enable a disabled account
  audit <email>                         the vendor's security log: sign-ins, password, payout-account,
                                        withdrawal and verification changes (newest first, at most 1000)
  withdrawals [pending|processing|paid|failed]
                                        list withdrawals (newest first, at most 500)
  withdrawal-paid <id>                  mark a pending or processing withdrawal paid
  withdrawal-failed <id> <reason…>      mark it failed; the money goes back to the balance
  payouts                               list withdrawals unsettled past their lease (stuck)
  refunds                               list refunds an operator must pay: failed, out of tries, or stuck
  disputes [open|resolved]              list disputes (newest first, at most 500)
  resolve-dispute <id> <resolution…>    resolve an open dispute and tell the vendor
  complete-overdue                      complete bookings awaiting review for over 48 hours
  privacy-requests                      list clients' erasures, corrections, objections (newest first)
  privacy-requests carry <id>           carry one out now: the client's data erased from that shop
  legal-text <terms|privacy> <file>     publish your own text of the page (a '## ' line is a heading,
                                        a blank line ends a paragraph); '--product' puts the
                                        product's text back
  demo-password [password]              give the demo vendor (and demo customers) a new password,
                                        random unless given, and print the sign-in
  help                                  show this text`;

const money = (kobo: number) => formatNaira(koboToNaira(kobo));
/**
 * Free text (a vendor's comment, a bank's name, a provider's error) printed inside one line: every
 * control character escaped, line breaks too, so none can forge a line of the listing.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g;
const inline = (text: string) =>
  text.replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
const flag = (value: number) => (value ? 1 : 0);

/** The operator tasks of DESIGN §4; each answers the text to print, or throws AppError. */
export function adminCommands(container: Container) {
  const admin = adminRepository(container.db);
  const nowIso = () => container.clock.now().toISOString();

  async function user(email: string | undefined, command: string) {
    if (!email) throw usage(`Usage: ${command} <email>`);
    const found = await admin.userByEmail(email.trim().toLowerCase());
    if (!found) throw missing(`No vendor with the e-mail ${email}`);
    return found;
  }
  const positiveId = (value: string | undefined, form: string) => {
    const id = Number(value);
    if (!value || !/^\d+$/.test(value) || !Number.isSafeInteger(id) || id <= 0) throw usage(`Usage: ${form}`);
    return id;
  };
  async function setFlag(
    email: string | undefined,
    command: string,
    field: 'account_active' | 'disabled',
    value: 0 | 1,
    done: string,
  ) {
    const u = await user(email, command);
    const before = flag(u[field]);
    if (before === value) return `${u.email} is already ${done} (${field} = ${value}); nothing changed`;
    await admin.setFlags(u.id, { [field]: value }, nowIso());
    return `${u.email} ${done}: ${field} ${before} → ${value}`;
  }

  const commands = {
    async nin(email?: string) {
      const u = await user(email, 'nin');
      const nin = await container.identity.openNin(u.id);
      if (!nin) throw unchanged(`${u.email} has not submitted a NIN`);
      return `NIN of ${u.email}: ${nin} (${u.nin_verified ? 'verified' : 'not verified yet'})`;
    },
    async 'verify-nin'(email?: string) {
      const u = await user(email, 'verify-nin');
      if (!u.nin_number) throw unchanged(`${u.email} has not submitted a NIN; nothing changed`);
      if (u.nin_verified) return `NIN of ${u.email} is already verified (nin_verified = 1); nothing changed`;
      const nin = await container.identity.verify(u.id);
      return `NIN ${nin} of ${u.email} verified: nin_verified 0 → 1`;
    },
    restrict: (email?: string) => setFlag(email, 'restrict', 'account_active', 1, 'restricted'),
    restore: (email?: string) => setFlag(email, 'restore', 'account_active', 0, 'restored'),
    async disable(email?: string) {
      const u = await user(email, 'disable');
      const before = flag(u.disabled);
      if (!before) await admin.setFlags(u.id, { disabled: 1 }, nowIso());
      const sessions = await admin.revokeTokens(u.id);
      const change = before ? 'was already disabled (disabled = 1)' : 'disabled: disabled 0 → 1';
      return `${u.email} ${change}; ${sessions} session(s) signed out`;
    },
    enable: (email?: string) => setFlag(email, 'enable', 'disabled', 0, 'enabled'),
    async audit(email?: string) {
      const u = await user(email, 'audit');
      const rows = await container.security.eventsForOperator(u.id);
      if (!rows.length) return `No security events for ${u.email}`;
      return rows
        .map((e) => `#${e.id}  ${e.created_at}  ${e.kind}  ${inline(e.detail)}  from ${e.ip ?? 'unknown'}`)
        .join('\n');
    },

    async withdrawals(status?: string) {
      if (status && !WITHDRAWAL_STATUSES.includes(status as WithdrawalStatus))
        throw usage(`Usage: withdrawals [${WITHDRAWAL_STATUSES.join('|')}]`);
      const rows = await container.walletAdmin.listWithdrawals(status as WithdrawalStatus | undefined);
      if (!rows.length) return `No ${status ? `${status} ` : ''}withdrawals`;
      return rows
        .map(
          (w) =>
            `#${w.id}  ${w.status}  pay ${money(w.payout)} (amount ${money(w.amount)}, fee ${money(w.fee)})  ` +
            `${w.email}  ${w.bank_name} ${w.account_no} ${inline(w.account_name)}  ${w.created_at}` +
            (w.failure_reason ? `  reason: ${inline(w.failure_reason)}` : ''),
        )
        .join('\n');
    },
    async payouts() {
      const rows = await container.walletAdmin.stuckPayouts();
      if (!rows.length) return 'No stuck payouts';
      return rows
        .map(
          (w) =>
            `#${w.id}  ${w.status} since ${w.updated_at}  pay ${money(w.payout)}  ${w.email}  ` +
            `${w.bank_name} ${w.account_no} ${inline(w.account_name)}  transfer ${transferReference(w.id)}`,
        )
        .join('\n');
    },
    async refunds() {
      const rows = await container.refundsAdmin.stuck();
      if (!rows.length) return 'No refunds need an operator';
      return rows
        .map(
          (r) =>
            `#${r.id}  ${r.status} after ${r.attempts} attempt(s)  ${money(r.amount)} ${r.currency}  ` +
            `payment ${r.reference}  ${r.email}  ${r.updated_at}` +
            (r.last_error ? `  last error: ${inline(r.last_error)}` : ''),
        )
        .join('\n');
    },
    async 'withdrawal-paid'(id?: string) {
      return settle(positiveId(id, 'withdrawal-paid <id>'), 'paid');
    },
    async 'withdrawal-failed'(id?: string, ...reason: string[]) {
      const withdrawalId = positiveId(id, 'withdrawal-failed <id> <reason…>');
      const text = reason.join(' ').trim();
      if (!text) throw usage('Usage: withdrawal-failed <id> <reason…>');
      return settle(withdrawalId, 'failed', text.slice(0, 255));
    },

    async disputes(status?: string) {
      if (status && !DISPUTE_STATUSES.includes(status as DisputeStatus))
        throw usage(`Usage: disputes [${DISPUTE_STATUSES.join('|')}]`);
      const rows = await container.disputes.listAll(status as DisputeStatus | undefined);
      if (!rows.length) return `No ${status ? `${status} ` : ''}disputes`;
      return rows
        .map(
          (d) =>
            `#${d.id}  ${d.status}  ${d.reference}  ${d.email}  ${d.created_at}  "${inline(d.comment)}"` +
            (d.attachment ? `  attachment: ${inline(d.attachment)}` : '') +
            (d.resolution ? `  resolution: "${inline(d.resolution)}"` : ''),
        )
        .join('\n');
    },
    async 'legal-text'(page?: string, file?: string) {
      const which = LEGAL_PAGES.find((name) => name === page);
      if (!which || !file)
        throw usage("Usage: legal-text <terms|privacy> <file>, or --product for the product's text");
      if (file === '--product') {
        await container.legal.publish(which, '');
        return `/${which} shows the product's text again`;
      }
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        throw missing(`Cannot read ${file}`);
      }
      if (!text.trim()) throw usage(`${file} is empty: use --product for the product's text`);
      if (text.length > 100_000) throw usage(`${file} is over 100,000 characters`);
      await container.legal.publish(which, text);
      return `/${which} shows your text now (${legalBlocks(text).length} paragraphs and headings)`;
    },
    async 'resolve-dispute'(id?: string, ...resolution: string[]) {
      const disputeId = positiveId(id, 'resolve-dispute <id> <resolution…>');
      const text = resolution.join(' ').trim();
      if (!text) throw usage('Usage: resolve-dispute <id> <resolution…>');
      const existing = await container.disputes.find(disputeId);
      if (!existing) throw missing(`No dispute #${disputeId}`);
      if (existing.status !== 'open')
        throw unchanged(`Dispute #${disputeId} is already resolved; nothing changed`);
      const resolved = await container.disputes.resolve(disputeId, text.slice(0, 1000));
      if (!resolved) throw unchanged(`Dispute #${disputeId} is already resolved; nothing changed`);
      return `Dispute #${disputeId} (${existing.reference}) resolved: open → resolved. Resolution: ${text}`;
    },

    async 'privacy-requests'(action?: string, id?: string) {
      if (action === 'carry') {
        const requestId = positiveId(id, 'privacy-requests carry <id>');
        const done = await container.rights.carry(requestId, 'operator');
        return `Request #${requestId}: ${done.message}`;
      }
      if (action !== undefined) throw usage('Usage: privacy-requests [carry <id>]');
      const rows = await container.rights.requests(null);
      if (!rows.length) return 'No privacy requests';
      return rows
        .map(
          (r) =>
            `#${r.id}  ${r.status}  ${r.kind}  vendor #${r.user_id}  booking ${r.booking_reference ?? '-'}  ` +
            `${inline(r.client_name)} ${r.phone ?? ''}  asked ${r.created_at}  ` +
            (r.status === 'done' ? `done ${r.done_at} by ${r.done_by}` : `due ${r.due_at}`),
        )
        .join('\n');
    },
    async 'complete-overdue'() {
      const count = await container.bookingsAdmin.completeOverdue();
      return `${count} booking(s) awaiting review for over 48 hours marked completed`;
    },
    async 'demo-password'(given?: string, ...extra: string[]) {
      if (extra.length > 0) throw usage('Usage: demo-password [password] (quote a password with spaces)');
      const signIn = await setDemoPassword(
        container,
        given ?? randomDemoPassword(),
        container.config.DATA_DIR,
      );
      return `Demo sign-in: ${signIn} (its sessions were signed out)`;
    },
    help: async () => ADMIN_USAGE,
  };

  async function settle(id: number, status: 'paid' | 'failed', reason?: string) {
    const w = await admin.withdrawal(id);
    if (!w) throw missing(`No withdrawal #${id}`);
    if (w.status !== 'pending' && w.status !== 'processing')
      throw unchanged(`Withdrawal #${id} is already ${w.status}; nothing changed`);
    if (!(await container.walletAdmin.settle(id, { status, reason })))
      throw unchanged(`Withdrawal #${id} changed meanwhile; nothing changed`);
    const to = `${w.bank_name} ${w.account_no} (${w.account_name})`;
    return status === 'paid'
      ? `Withdrawal #${id} of ${w.email} marked paid: ${w.status} → paid (${money(w.payout)} to ${to})`
      : `Withdrawal #${id} of ${w.email} marked failed: ${w.status} → failed; ${money(w.amount)} back in the balance. Reason: ${reason}`;
  }

  return commands;
}

export type AdminCommands = ReturnType<typeof adminCommands>;

/** Runs one command line (without the program name); unknown commands are refused with the usage. */
export async function runAdmin(commands: AdminCommands, argv: string[]): Promise<string> {
  const [name = 'help', ...args] = argv;
  if (name === '--help' || name === '-h') return ADMIN_USAGE;
  if (!Object.hasOwn(commands, name)) throw usage(`Unknown command "${name}".\n\n${ADMIN_USAGE}`);
  const command = commands[name as keyof AdminCommands] as (...a: string[]) => Promise<string>;
  return command(...args);
}
