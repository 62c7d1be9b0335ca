import {
  CLIENT_NOTES_LIMITS,
  type ClientDetail,
  clientNotesBody,
  clientsApi,
  formatDetails,
  formatNaira,
  telLink,
  whatsAppLink,
} from '@app/shared';
import { useEffect, useState } from 'react';
import { alert } from '../lib/alert.ts';
import { call, reportError } from '../lib/api.ts';
import { Sheet } from './Sheet.tsx';
import { StatusTag } from './StatusTag.tsx';

const SOURCE: Record<ClientDetail['history'][number]['source'], string> = {
  online: 'Online',
  walk_in: 'Walk-in',
  phone: 'Phone',
};

/**
 * Issue 36 in the phone app: the client who made a booking, from its details in one tap, over
 * them: contact, visits, spending, missed visits and the shop's private notes. The dashboard's
 * call (clientsApi.show by 'booking:<id>', as Appointment Details links it); loaded when opened.
 */
export default function ClientHistory({ bookingId, onClose }: { bookingId: number; onClose: () => void }) {
  const [client, setClient] = useState<ClientDetail | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    call(clientsApi.show, { params: { key: `booking:${bookingId}` } }).then(
      (answer) => live && setClient(answer.data),
      (error) => {
        reportError(error);
        if (live) setClient('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [bookingId]);

  return (
    <Sheet label="Client history" onClose={onClose}>
      <header className="sheet-head">
        <h2>Client history</h2>
        <button type="button" className="link" onClick={onClose}>
          Back
        </button>
      </header>
      {client === null || client === 'failed' ? (
        <p className="muted">{client === null ? 'Loading…' : 'This client could not be loaded.'}</p>
      ) : (
        <ClientRecord client={client} onNotes={setClient} />
      )}
    </Sheet>
  );
}

function ClientRecord({ client, onNotes }: { client: ClientDetail; onNotes: (saved: ClientDetail) => void }) {
  return (
    <>
      <p className="sheet-client">
        <strong>{client.name}</strong>
      </p>
      <Contact client={client} />
      <dl className="figures">
        <Figure label="Visits" value={client.visits} />
        <Figure label="Total spent" value={formatNaira(client.total_spent)} />
        <Figure label="No-shows" value={client.no_shows} />
        <Figure label="Late cancellations" value={client.late_cancellations} />
      </dl>
      <Notes key={`${client.notes}\n${client.tags.join('\n')}`} client={client} onSaved={onNotes} />
      <h3>Visits ({client.bookings})</h3>
      <ul className="visits" aria-label="Visits">
        {client.history.map((visit) => (
          <li key={visit.booking_id} data-visit={visit.reference}>
            <span className="card-title">{visit.service_name}</span>
            <span className="card-sub">
              {formatDetails(visit.starts_at)} · {SOURCE[visit.source]}
              {visit.staff_name && ` · with ${visit.staff_name}`}
              {visit.late_cancellation && ' · late cancellation'}
            </span>
            <span className="visit-end">
              <StatusTag status={visit.status} />
              <strong>{formatNaira(visit.paid)}</strong>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-figure={label}>{value}</dd>
    </div>
  );
}

/** Tap to call or WhatsApp every number the client's bookings gave; e-mail every address. */
function Contact({ client }: { client: ClientDetail }) {
  return (
    <div className="actions">
      {client.phones.map((phone) => {
        const tel = telLink(phone);
        const whatsApp = whatsAppLink(phone);
        return [
          tel ? (
            <a key={`tel ${phone}`} className="btn btn-plain" href={tel}>
              Call {phone}
            </a>
          ) : (
            // A number the phone cannot dial as written is still shown.
            <span key={`tel ${phone}`} className="muted">
              {phone}
            </span>
          ),
          whatsApp && (
            <a
              key={`wa ${phone}`}
              className="btn btn-plain"
              href={whatsApp}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`WhatsApp ${phone}`}
            >
              WhatsApp
            </a>
          ),
        ];
      })}
      {client.emails.map((email) => (
        <a key={email} className="btn btn-plain" href={`mailto:${email}`}>
          {email}
        </a>
      ))}
    </div>
  );
}

/** Tags typed one per comma: a phone's keyboard has no chips input. */
const splitTags = (typed: string) =>
  typed
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** The shop's private notes and tags (allergies, preferences), read and changed from the chair. */
function Notes({ client, onSaved }: { client: ClientDetail; onSaved: (saved: ClientDetail) => void }) {
  const [editing, setEditing] = useState(false);
  const [notes, setNotes] = useState(client.notes);
  const [tags, setTags] = useState(client.tags.join(', '));
  const [saving, setSaving] = useState(false);
  const parsed = clientNotesBody.safeParse({ notes, tags: splitTags(tags) });
  const error = parsed.success ? undefined : parsed.error.issues[0]?.message;

  const save = async () => {
    if (!parsed.success) return;
    setSaving(true);
    try {
      const answer = await call(clientsApi.saveNotes, { params: { key: client.key }, body: parsed.data });
      alert('positive', answer.message);
      onSaved({ ...client, ...answer.data });
    } catch (failure) {
      reportError(failure);
      setSaving(false);
    }
  };

  if (!editing)
    return (
      <section className="notice client-notes" aria-label="Private notes">
        {client.tags.length > 0 && (
          <ul className="tags">
            {client.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
        <p>{client.notes || <span className="muted">No notes yet.</span>}</p>
        <button type="button" className="link" onClick={() => setEditing(true)}>
          {client.notes || client.tags.length ? 'Edit notes' : 'Add notes'}
        </button>
      </section>
    );
  return (
    <form
      className="ask"
      aria-label="Private notes"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p className="muted">Private to your shop: the client never sees these.</p>
      <label className="field">
        Tags (comma between them)
        <input
          value={tags}
          placeholder="e.g. Allergy: relaxer"
          onChange={(event) => setTags(event.currentTarget.value)}
        />
      </label>
      <label className="field">
        Notes
        <textarea
          rows={3}
          value={notes}
          maxLength={CLIENT_NOTES_LIMITS.notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
        />
      </label>
      {error && <p className="error">{error}</p>}
      <div className="actions">
        <button type="button" className="btn btn-plain" onClick={() => setEditing(false)}>
          Back
        </button>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={!parsed.success || saving}
          aria-busy={saving}
        >
          Save notes
        </button>
      </div>
    </form>
  );
}
