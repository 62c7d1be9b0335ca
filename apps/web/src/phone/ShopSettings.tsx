import {
  bookingRulesBody,
  businessHoursBody,
  type CancellationPolicyBody,
  cancellationPolicyBody,
  DAY_NAMES,
  type DayOffResponse,
  DEFAULT_CANCELLATION_POLICY,
  dayOffBody,
  formatDay,
  lagosDay,
  MISSED_DEPOSIT,
  MSG,
  REMINDERS,
  type ReminderSettingsBody,
  reminderSettingsBody,
  remindersApi,
  type StaffMember,
  scheduleApi,
  settingsApi,
  staffApi,
  staffBody,
  weekdayOfDay,
} from '@app/shared';
import { type ReactNode, useEffect, useState } from 'react';
import type { z } from 'zod';
import { alert } from '../lib/alert.ts';
import { call, reportError } from '../lib/api.ts';
import { freshUserDetails } from '../lib/freshUserDetails.ts';
import { noticeOptions } from '../lib/notice.ts';
import { getSession, useSession } from '../lib/session.ts';
import { toWeek, toWeekRows, type WeekRow } from '../lib/week.ts';
import { setNoShowGrace } from './noShowGrace.ts';
import { Sheet } from './Sheet.tsx';
import { Field, useSchemaForm } from './schemaForm.tsx';
import { forgetTeam, useTeam } from './team.ts';

/*
 * The settings a provider changes from the shop floor (issue 34), each a sheet over the Shop tab:
 * the dashboard's own calls and the shared schemas' rules and messages (Settings > Business hours,
 * Advance settings, Notification > Client reminders, Team). Loaded when a sheet first opens.
 */

export type ShopSetting = 'hours' | 'rules' | 'team' | 'reminders';

export default function ShopSettingSheet(props: { what: ShopSetting; title: string; onClose: () => void }) {
  const { what, title, onClose } = props;
  return (
    <Sheet label={title} onClose={onClose}>
      <header className="sheet-head">
        <h2>{title}</h2>
        <button type="button" className="link" onClick={onClose}>
          Close
        </button>
      </header>
      {what === 'hours' && <HoursSheet />}
      {what === 'rules' && <RulesSheet />}
      {what === 'team' && <TeamSheet />}
      {what === 'reminders' && <RemindersSheet />}
    </Sheet>
  );
}

/** An answer asked for once the sheet opens: null while it comes, 'failed' when it did not. */
function useAnswer<T>(ask: () => Promise<T>): [T | null | 'failed', (value: T) => void] {
  const [value, setValue] = useState<T | null | 'failed'>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once, when the sheet opens
  useEffect(() => {
    ask().then(setValue, (error) => {
      reportError(error);
      setValue('failed');
    });
  }, []);
  return [value, setValue];
}

function Loading({ failed, children }: { failed: boolean; children?: ReactNode }) {
  return (
    <p className="muted">
      {failed ? 'Could not load this. Close it and try again.' : (children ?? 'Loading…')}
    </p>
  );
}

/** Sends a save, shows the server's message, then `after`; a failure shows the server's message. */
function useSave() {
  const [saving, setSaving] = useState(false);
  const save = async (send: () => Promise<{ message?: string }>, after?: () => unknown) => {
    setSaving(true);
    try {
      const answer = await send();
      alert('positive', answer.message ?? MSG.detailsSaved);
      await after?.();
    } catch (error) {
      reportError(error);
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
}

/** The shared week schema's first message per weekday: it numbers the open days only. */
function weekMessages(result: z.ZodSafeParseResult<unknown>, rows: WeekRow[]): Record<number, string> {
  const open = rows.filter((r) => r.open);
  const messages: Record<number, string> = {};
  if (!result.success)
    for (const issue of result.error.issues) {
      const row = open[Number(issue.path[1])];
      if (row) messages[row.day] ??= issue.message;
    }
  return messages;
}

/**
 * A week, one weekday a row: open or not, and from when to when (today first in mind: it is
 * marked). Breaks are kept as they are; the dashboard edits them.
 */
function WeekEditor(props: {
  rows: WeekRow[];
  messages: Record<number, string>;
  onChange: (rows: WeekRow[]) => void;
}) {
  const today = weekdayOfDay(lagosDay(new Date()));
  const change = (day: number, patch: Partial<WeekRow>) =>
    props.onChange(props.rows.map((r) => (r.day === day ? { ...r, ...patch } : r)));
  return (
    <ul className="week">
      {props.rows.map((row) => {
        const name = DAY_NAMES[row.day] ?? '';
        return (
          <li key={row.day} className={row.day === today ? 'week-today' : undefined}>
            <label className="switch">
              <input
                type="checkbox"
                checked={row.open}
                aria-label={`Open on ${name}`}
                onChange={(event) => change(row.day, { open: event.currentTarget.checked })}
              />
              <span>
                {name}
                {row.day === today && <small> · today</small>}
              </span>
            </label>
            {row.open ? (
              <span className="week-times">
                <input
                  type="time"
                  step={300}
                  aria-label={`${name} opens`}
                  value={row.open_time}
                  onChange={(event) => change(row.day, { open_time: event.currentTarget.value })}
                />
                <input
                  type="time"
                  step={300}
                  aria-label={`${name} closes`}
                  value={row.close_time}
                  onChange={(event) => change(row.day, { close_time: event.currentTarget.value })}
                />
              </span>
            ) : (
              <span className="muted">Closed</span>
            )}
            {props.messages[row.day] && <span className="error">{props.messages[row.day]}</span>}
          </li>
        );
      })}
    </ul>
  );
}

/** A week with its Save: the shared week schema checks it once sent. */
function WeekForm(props: {
  label: string;
  initial: WeekRow[];
  check: (rows: WeekRow[]) => z.ZodSafeParseResult<unknown>;
  saving: boolean;
  onSave: (rows: WeekRow[]) => void;
}) {
  const [rows, setRows] = useState(props.initial);
  const [sent, setSent] = useState(false);
  const result = props.check(rows);
  return (
    <form
      className="ask"
      aria-label={props.label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSent(true);
        if (result.success) props.onSave(rows);
      }}
    >
      <WeekEditor rows={rows} messages={sent ? weekMessages(result, rows) : {}} onChange={setRows} />
      <button type="submit" className="btn btn-primary" disabled={props.saving} aria-busy={props.saving}>
        Save hours
      </button>
    </form>
  );
}

/** Days off: added with the shared day-off rules, listed, each removable. */
function DaysOffForm(props: {
  days: { key: string; date: string; reason?: string | null }[];
  saving: boolean;
  onAdd: (day: { date: string; reason: string | null }) => Promise<void>;
  onRemove: (key: string) => void;
}) {
  const { v, set, errors, sending, onSubmit } = useSchemaForm(
    { date: '', reason: '' },
    dayOffBody,
    (values) => ({ date: values.date, reason: values.reason.trim() || null }),
    async (body) => props.onAdd({ date: body.date, reason: body.reason ?? null }),
  );
  return (
    <>
      <h3>Days off</h3>
      {props.days.length === 0 ? (
        <p className="muted">No days off: you are open on every working day.</p>
      ) : (
        <ul className="days-off">
          {props.days.map((d) => (
            <li key={d.key} data-day-off={d.date}>
              <span>
                <strong>{formatDay(d.date)}</strong>
                {d.reason && <small>{d.reason}</small>}
              </span>
              <button
                type="button"
                className="link"
                disabled={props.saving}
                aria-label={`Remove day off ${d.date}`}
                onClick={() => props.onRemove(d.key)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="ask" aria-label="Add day off" noValidate onSubmit={onSubmit}>
        <div className="pair">
          <Field label="Day off" error={errors.date}>
            <input type="date" min={lagosDay(new Date())} value={v.date} onChange={set('date')} />
          </Field>
          <Field label="Reason (optional)" error={errors.reason}>
            <input value={v.reason} maxLength={200} onChange={set('reason')} placeholder="Holiday" />
          </Field>
        </div>
        <button
          type="submit"
          className="btn btn-plain wide"
          disabled={sending || props.saving}
          aria-busy={sending}
        >
          Add day off
        </button>
      </form>
    </>
  );
}

/** Settings > Business hours: the business's week (SPEC's getBusinessHourwithBreak, settings/hours) and days off. */
function HoursSheet() {
  const userId = getSession().user.userId ?? 0;
  const [hours] = useAnswer(() =>
    call(scheduleApi.hours, { params: { userId } }).then((a) => toWeekRows(a.data[0] ?? [])),
  );
  const askDaysOff = () => call(scheduleApi.daysOff, { params: { userId } }).then((a) => a.data[0] ?? []);
  const [daysOff, setDaysOff] = useAnswer<DayOffResponse[]>(askDaysOff);
  const { saving, save } = useSave();
  const reloadDaysOff = () => askDaysOff().then(setDaysOff);
  if (hours === null || hours === 'failed') return <Loading failed={hours === 'failed'} />;
  return (
    <>
      <WeekForm
        label="Business hours"
        initial={hours}
        check={(rows) => businessHoursBody.safeParse({ days: toWeek(rows) })}
        saving={saving}
        onSave={(rows) => void save(() => call(settingsApi.hours, { body: { days: toWeek(rows) } }))}
      />
      {daysOff === null || daysOff === 'failed' ? (
        <Loading failed={daysOff === 'failed'} />
      ) : (
        <DaysOffForm
          days={[...daysOff]
            .sort((a, b) => a.date.localeCompare(b.date))
            .map((d) => ({ key: String(d.id), date: d.date, reason: d.reason }))}
          saving={saving}
          onAdd={(body) => save(() => call(settingsApi.addDayOff, { body }), reloadDaysOff)}
          onRemove={(id) =>
            void save(() => call(settingsApi.deleteDayOff, { params: { id: Number(id) } }), reloadDaysOff)
          }
        />
      )}
    </>
  );
}

/** Advance settings: automatic confirmation, notice and clients' repeat visits (the rest of the rules kept as they are), and the cancellation policy. */
function RulesSheet() {
  const rule = useSession().details?.bookingrule;
  const [policy] = useAnswer(() => call(settingsApi.cancellationPolicy, {}).then((a) => a.data));
  if (!rule) return <Loading failed={false} />;
  return (
    <>
      <RulesForm rule={rule} />
      {policy === null || policy === 'failed' ? (
        <Loading failed={policy === 'failed'} />
      ) : (
        <PolicyForm policy={policy} />
      )}
    </>
  );
}

type Rule = z.input<typeof bookingRulesBody>;

function RulesForm({ rule }: { rule: Rule }) {
  const { v, set, errors, sending, onSubmit } = useSchemaForm(
    {
      automatic_confirm_booking: rule.automatic_confirm_booking,
      booking_window: String(rule.booking_window),
      clients_book_series: Boolean(rule.clients_book_series),
    },
    bookingRulesBody,
    (values) => ({
      booking_window: Number(values.booking_window),
      future_booking_window: rule.future_booking_window,
      rescheduling: rule.rescheduling,
      rescheduling_hours: rule.rescheduling_hours,
      automatic_confirm_booking: values.automatic_confirm_booking,
      avoid_gaps: rule.avoid_gaps,
      clients_book_series: values.clients_book_series,
    }),
    async (body) => {
      const answer = await call(settingsApi.bookingRules, { body });
      alert('positive', answer.message ?? MSG.detailsSaved);
      // The rules live in the user's details: read again, the next sheet starts from what was saved.
      await freshUserDetails();
    },
  );
  return (
    <form className="ask" aria-label="Booking rules" noValidate onSubmit={onSubmit}>
      <label className="switch">
        <input
          type="checkbox"
          checked={v.automatic_confirm_booking}
          onChange={set('automatic_confirm_booking')}
        />
        <span>
          Confirm bookings automatically
          <small>Off: you accept or reject each request.</small>
        </span>
      </label>
      <label className="switch">
        <input type="checkbox" checked={v.clients_book_series} onChange={set('clients_book_series')} />
        <span>
          Clients can book repeat visits
          <small>The same service every few weeks, booked in one go on your booking page.</small>
        </span>
      </label>
      <Field label="Minimum notice" error={errors.booking_window}>
        <select value={v.booking_window} onChange={set('booking_window')}>
          {noticeOptions(rule.booking_window).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </Field>
      <button type="submit" className="btn btn-primary" disabled={sending} aria-busy={sending}>
        Save rules
      </button>
    </form>
  );
}

type PolicyNumber = Exclude<keyof CancellationPolicyBody, 'missed_deposit_late_cancels'>;
const POLICY_LABELS: Record<PolicyNumber, string> = {
  free_cancel_hours: 'Free cancellation (hours before)',
  late_cancel_fee_percent: 'Late-cancellation fee (% of deposit)',
  no_show_fee_percent: 'No-show fee (% of deposit)',
  no_show_grace_minutes: 'No-show grace period (minutes after the start)',
  missed_deposit_after: 'Ask a deposit after this many missed bookings (0: never)',
  missed_deposit_percent: 'That deposit (% of the price, on every service)',
};

function PolicyForm({ policy }: { policy: CancellationPolicyBody }) {
  const { v, set, errors, sending, onSubmit } = useSchemaForm(
    {
      free_cancel_hours: String(policy.free_cancel_hours),
      late_cancel_fee_percent: String(policy.late_cancel_fee_percent),
      no_show_fee_percent: String(policy.no_show_fee_percent),
      no_show_grace_minutes: String(
        policy.no_show_grace_minutes ?? DEFAULT_CANCELLATION_POLICY.no_show_grace_minutes,
      ),
      missed_deposit_after: String(policy.missed_deposit_after ?? MISSED_DEPOSIT.off.missed_deposit_after),
      missed_deposit_percent: String(
        policy.missed_deposit_percent ?? MISSED_DEPOSIT.off.missed_deposit_percent,
      ),
      missed_deposit_late_cancels: policy.missed_deposit_late_cancels ?? true,
    },
    cancellationPolicyBody,
    ({ missed_deposit_late_cancels, ...numbers }) => ({
      ...Object.fromEntries(
        Object.entries(numbers).map(([k, value]) => [k, value === '' ? Number.NaN : Number(value)]),
      ),
      missed_deposit_late_cancels,
    }),
    async (body) => {
      const answer = await call(settingsApi.saveCancellationPolicy, { body });
      alert('positive', answer.message ?? MSG.detailsSaved);
      // The booking sheets' No-show follows the grace just saved.
      if (body.no_show_grace_minutes !== undefined) setNoShowGrace(body.no_show_grace_minutes);
    },
  );
  return (
    <form className="ask" aria-label="Cancellations and no-shows" noValidate onSubmit={onSubmit}>
      <h3>Cancellations and no-shows</h3>
      {(Object.keys(POLICY_LABELS) as PolicyNumber[]).map((key) => (
        <Field key={key} label={POLICY_LABELS[key]} error={errors[key]}>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            value={v[key]}
            aria-invalid={!!errors[key]}
            onChange={set(key)}
          />
        </Field>
      ))}
      <label className="switch">
        <input
          type="checkbox"
          checked={v.missed_deposit_late_cancels}
          onChange={set('missed_deposit_late_cancels')}
        />
        <span>Late cancellations count as missed bookings</span>
      </label>
      <button type="submit" className="btn btn-primary" disabled={sending} aria-busy={sending}>
        Save policy
      </button>
    </form>
  );
}

/** Team: one member's week and days off, saved whole through the team's call (PUT vendor/staff/{id}). */
function TeamSheet() {
  const team = useTeam();
  const [chosen, setChosen] = useState<number | null>(null);
  const member = team.find((m) => m.id === chosen) ?? (team.length === 1 ? team[0] : undefined);
  return (
    <>
      {team.length === 0 ? (
        <p className="muted">No team members yet: add them in Team on a computer.</p>
      ) : (
        <label className="field">
          Team member
          <select value={member?.id ?? ''} onChange={(event) => setChosen(Number(event.currentTarget.value))}>
            {!member && <option value="">Choose a member</option>}
            {team.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {member && <MemberForm key={member.id} member={member} />}
    </>
  );
}

function MemberForm({ member }: { member: StaffMember }) {
  const [saved, setSaved] = useState(member);
  const { saving, save } = useSave();
  const body = (changes: Partial<StaffMember>) => {
    const { name, active, service_ids, days, days_off } = { ...saved, ...changes };
    return { name, active, service_ids, days, days_off };
  };
  const send = (changes: Partial<StaffMember>) =>
    save(async () => {
      const answer = await call(staffApi.update, {
        params: { id: member.id },
        body: staffBody.parse(body(changes)),
      });
      setSaved(answer.staff);
      forgetTeam();
      return answer;
    });
  return (
    <>
      <WeekForm
        label={`${member.name}'s hours`}
        initial={toWeekRows(member.days)}
        check={(rows) => staffBody.safeParse(body({ days: toWeek(rows) }))}
        saving={saving}
        onSave={(rows) => void send({ days: toWeek(rows) })}
      />
      <DaysOffForm
        days={[...saved.days_off].sort().map((date) => ({ key: date, date }))}
        saving={saving}
        onAdd={(day) => send({ days_off: [...saved.days_off, day.date] })}
        onRemove={(date) => void send({ days_off: saved.days_off.filter((d) => d !== date) })}
      />
    </>
  );
}

/** Notification > Client reminders: reminders on or off, and the channels they go by. */
function RemindersSheet() {
  const [settings] = useAnswer(() => call(remindersApi.settings, {}).then((a) => a.data));
  if (settings === null || settings === 'failed') return <Loading failed={settings === 'failed'} />;
  return <RemindersForm settings={settings} />;
}

const CHANNELS = [
  { key: 'whatsapp', label: 'By WhatsApp' },
  { key: 'sms', label: 'By SMS' },
  { key: 'email', label: 'By e-mail' },
] as const;

function RemindersForm({ settings }: { settings: ReminderSettingsBody }) {
  // Turned back on, reminders go at the times chosen before, or at the default times.
  const hours = settings.reminder_hours.length > 0 ? settings.reminder_hours : REMINDERS.defaultHours;
  const { v, set, errors, sending, onSubmit } = useSchemaForm(
    {
      on: settings.reminder_hours.length > 0,
      whatsapp: settings.whatsapp,
      sms: settings.sms,
      email: settings.email,
    },
    reminderSettingsBody,
    ({ on, ...channels }) => ({ ...settings, ...channels, reminder_hours: on ? hours : [] }),
    async (body) => {
      const answer = await call(remindersApi.saveSettings, { body });
      alert('positive', answer.message);
    },
  );
  const when = hours
    .map((h) => (h % 24 === 0 ? `${h / 24} day${h === 24 ? '' : 's'}` : `${h} h`))
    .join(' and ');
  return (
    <form className="ask" aria-label="Client reminders" noValidate onSubmit={onSubmit}>
      <label className="switch">
        <input type="checkbox" checked={v.on} onChange={set('on')} />
        <span>
          Remind clients
          <small>{when} before the appointment</small>
        </span>
      </label>
      {CHANNELS.map((c) => (
        <label key={c.key} className="switch">
          <input type="checkbox" checked={v[c.key]} onChange={set(c.key)} />
          <span>{c.label}</span>
        </label>
      ))}
      {!CHANNELS.some((c) => v[c.key]) && (
        <p className="error" role="status">
          With every channel off, clients get no messages from you.
        </p>
      )}
      {errors.reminder_hours && <p className="error">{errors.reminder_hours}</p>}
      <button type="submit" className="btn btn-primary" disabled={sending} aria-busy={sending}>
        Save reminders
      </button>
    </form>
  );
}
