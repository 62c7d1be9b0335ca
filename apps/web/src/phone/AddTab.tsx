import {
  BOOKING_SOURCES,
  type BookingSource,
  blockedTimeBody,
  calendarApi,
  catalogueApi,
  lagosDay,
  type ServiceResponse,
  walkInBody,
} from '@app/shared';
import { useEffect, useState } from 'react';
import { alert } from '../lib/alert.ts';
import { call, reportError } from '../lib/api.ts';
import { formatDuration } from '../lib/duration.ts';
import { getSession } from '../lib/session.ts';
import { reloadBookings } from './bookingsStore.ts';
import { Field, useSchemaForm } from './schemaForm.tsx';
import { useTeam } from './team.ts';

const SOURCE_LABELS: Record<BookingSource, string> = { walk_in: 'Walk-in', phone: 'Phone' };

/**
 * Add (issue 34): a walk-in or phone booking, approved at once, or a period blocked off: the
 * dashboard's calls (calendarApi.walkIn, calendarApi.addBlockedTime) and the shared schemas' rules
 * and messages. Loaded when the tab opens, off the app's first download.
 */
export default function AddTab({ onAdded }: { onAdded: (day: string) => void }) {
  const [what, setWhat] = useState<'booking' | 'block'>('booking');
  return (
    <section aria-labelledby="add-title">
      <h1 id="add-title">Add</h1>
      <div className="segments" role="radiogroup" aria-label="What to add">
        {(['booking', 'block'] as const).map((value) => (
          // biome-ignore lint/a11y/useSemanticElements: a two-way switch drawn as buttons, one thumb wide
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={what === value}
            className={what === value ? 'segment segment-on' : 'segment'}
            onClick={() => setWhat(value)}
          >
            {value === 'booking' ? 'Booking' : 'Block time'}
          </button>
        ))}
      </div>
      {what === 'booking' ? <WalkInForm onAdded={onAdded} /> : <BlockForm onAdded={onAdded} />}
    </section>
  );
}

/** The vendor's services (SPEC §7 getallservicebyid), for the booking's service choice. */
function useServices() {
  const [services, setServices] = useState<ServiceResponse[] | null>(null);
  useEffect(() => {
    const { userId } = getSession().user;
    if (userId == null) return;
    call(catalogueApi.services, { params: { userId } }).then(
      (answer) => setServices(answer.data),
      (error) => reportError(error),
    );
  }, []);
  return services;
}

const staffIdOf = (value: string) => (value ? Number(value) : undefined);

export function WalkInForm({ onAdded }: { onAdded: (day: string) => void }) {
  const services = useServices();
  const team = useTeam();
  const { v, set, errors, sending, onSubmit } = useSchemaForm(
    {
      source: 'walk_in' as BookingSource,
      service_id: '',
      staff: '',
      date: lagosDay(new Date()),
      time: '',
      client_name: '',
      client_phone: '',
      client_email: '',
      note: '',
    },
    walkInBody,
    (values) => ({
      ...values,
      service_id: values.service_id ? Number(values.service_id) : undefined,
      staff_id: staffIdOf(values.staff),
      staff: undefined,
    }),
    async (body) => {
      const answer = await call(calendarApi.walkIn, { body });
      alert('positive', answer.message);
      reloadBookings();
      onAdded(body.date);
    },
  );
  const able = team.filter((m) => !v.service_id || m.service_ids.includes(Number(v.service_id)));

  return (
    <form className="add-form" aria-label="Add booking" noValidate onSubmit={onSubmit}>
      <fieldset className="segments">
        <legend>How the client booked</legend>
        {BOOKING_SOURCES.map((source) => (
          <label key={source} className={v.source === source ? 'segment segment-on' : 'segment'}>
            <input
              type="radio"
              name="source"
              value={source}
              checked={v.source === source}
              onChange={set('source')}
            />
            {SOURCE_LABELS[source]}
          </label>
        ))}
      </fieldset>
      <Field label="Service" error={errors.service_id}>
        <select value={v.service_id} onChange={set('service_id')} aria-invalid={!!errors.service_id}>
          <option value="">{services === null ? 'Loading…' : 'Choose a service'}</option>
          {(services ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.name} · {formatDuration(s.duration_minutes)}
            </option>
          ))}
        </select>
      </Field>
      {able.length > 0 && (
        <Field label="Team member" error={errors.staff_id}>
          <select value={v.staff} onChange={set('staff')}>
            <option value="">Anyone</option>
            {able.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </Field>
      )}
      <div className="pair">
        <Field label="Date" error={errors.date}>
          <input type="date" value={v.date} onChange={set('date')} aria-invalid={!!errors.date} />
        </Field>
        <Field label="Time" error={errors.time}>
          <input type="time" step={300} value={v.time} onChange={set('time')} aria-invalid={!!errors.time} />
        </Field>
      </div>
      <Field label="Client's name" error={errors.client_name}>
        <input
          value={v.client_name}
          onChange={set('client_name')}
          autoComplete="off"
          aria-invalid={!!errors.client_name}
        />
      </Field>
      <Field label="Client's phone" error={errors.client_phone}>
        <input
          type="tel"
          inputMode="tel"
          value={v.client_phone}
          onChange={set('client_phone')}
          aria-invalid={!!errors.client_phone}
        />
      </Field>
      <Field label="Client's email (optional)" error={errors.client_email}>
        <input
          type="email"
          value={v.client_email}
          onChange={set('client_email')}
          aria-invalid={!!errors.client_email}
        />
      </Field>
      <Field label="Note (optional)" error={errors.note}>
        <textarea rows={2} value={v.note} onChange={set('note')} />
      </Field>
      <button type="submit" className="btn btn-primary" disabled={sending} aria-busy={sending}>
        Add booking
      </button>
    </form>
  );
}

export function BlockForm({ onAdded }: { onAdded: (day: string) => void }) {
  const team = useTeam();
  const { v, set, errors, sending, onSubmit } = useSchemaForm(
    { date: lagosDay(new Date()), start_time: '', end_time: '', reason: '', staff: '' },
    blockedTimeBody,
    (values) => ({ ...values, staff: undefined, staff_id: staffIdOf(values.staff) }),
    async (body) => {
      const answer = await call(calendarApi.addBlockedTime, { body });
      alert('positive', answer.message);
      onAdded(body.date);
    },
  );
  return (
    <form className="add-form" aria-label="Block time" noValidate onSubmit={onSubmit}>
      <Field label="Date" error={errors.date}>
        <input type="date" value={v.date} onChange={set('date')} />
      </Field>
      <div className="pair">
        <Field label="From" error={errors.start_time}>
          <input type="time" step={300} value={v.start_time} onChange={set('start_time')} />
        </Field>
        <Field label="Until" error={errors.end_time}>
          <input type="time" step={300} value={v.end_time} onChange={set('end_time')} />
        </Field>
      </div>
      {team.length > 0 && (
        <Field label="Team member" error={errors.staff_id}>
          <select value={v.staff} onChange={set('staff')}>
            <option value="">The whole shop</option>
            {team.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field label="Reason (optional)" error={errors.reason}>
        <input value={v.reason} onChange={set('reason')} placeholder="e.g. Staff training" />
      </Field>
      <button type="submit" className="btn btn-primary" disabled={sending} aria-busy={sending}>
        Block time
      </button>
    </form>
  );
}
