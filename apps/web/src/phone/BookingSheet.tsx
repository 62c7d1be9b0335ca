import { cancelBookingBody, formatDetails, formatNaira, LIMITS, MSG, needsBalance } from '@app/shared';
import { lazy, Suspense, useState } from 'react';
import { type Booking, minimumBalance } from '../api/bookings/model.ts';
import { useOfflineQueue } from '../lib/offlineQueue.ts';
import { useNow } from '../lib/useNow.ts';
import { bookingButtons, type PhoneAction } from './bookingButtons.ts';
import { Confirm } from './Confirm.tsx';
import { useNoShowGrace } from './noShowGrace.ts';
import { canPropose, ProposalNotice } from './proposal.tsx';
import { Sheet } from './Sheet.tsx';
import { StatusTag } from './StatusTag.tsx';
import { usePhoneCommand } from './usePhoneCommand.ts';

/** The new-time form (with the reschedule calls' schemas) loads when it is opened. */
const ProposeTime = lazy(() => import('./ProposeTime.tsx'));
/** The checkout at the chair (issue 35, with its calls' schemas) loads when a done booking's sheet opens. */
const Checkout = lazy(() => import('./Checkout.tsx'));
/** The client's history (issue 36, with the client book's schemas) loads when it is opened. */
const ClientHistory = lazy(() => import('./ClientHistory.tsx'));

/** Done bookings a checkout may follow (issue 35), as on the dashboard. */
const DONE_STATUSES: readonly string[] = ['awaiting review', 'completed'];

type Asking = null | 'balance' | 'reject' | 'noShow' | 'cancel' | 'propose';

/** A booking's details and the actions the state machine allows now, over the tab it was opened from. */
export function BookingSheet({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const now = useNow();
  const { execute, running, busy } = usePhoneCommand();
  // A question belongs to the status it was asked in: the booking may move on meanwhile.
  const [asked, setAsked] = useState<{ what: Asking; status: string } | null>(null);
  const asking = asked?.status === booking.status ? asked.what : null;
  const setAsking = (what: Asking) => setAsked({ what, status: booking.status });
  // Completing leads to the checkout, which belongs to the done booking the completion made.
  const [checkingOut, setCheckingOut] = useState(false);
  const [showingClient, setShowingClient] = useState(false);
  // An action queued offline for this booking is sent first: no other may race it (issue 16).
  const waiting = useOfflineQueue().filter(
    (a) => 'bookingId' in a && a.bookingId === booking.id && a.state !== 'refused',
  );
  const blocked = busy || waiting.length > 0;
  // The vendor's own no-show grace, asked only of an approved booking (the one No-show may follow).
  const grace = useNoShowGrace(booking.status === 'approved');
  const buttons = bookingButtons(booking, now, grace);
  const movable = canPropose(booking, now);
  // A done booking's sheet ends with its checkout instead.
  const done = DONE_STATUSES.includes(booking.status);

  const complete = async () => {
    // Offline, the booking's own duration type tells whether the balance is asked first.
    if (!navigator.onLine && needsBalance(booking.serviceform.service_duration_type)) {
      setAsking('balance');
      return;
    }
    const result = await execute({ kind: 'complete', id: booking.id }, booking);
    if (result === 'balance') setAsking('balance');
    if (result === 'done') setCheckingOut(true);
  };

  const press = (action: PhoneAction) => {
    switch (action) {
      case 'accept':
      case 'start':
        return void execute({ kind: action, id: booking.id }, booking);
      case 'acceptCancel':
      case 'rejectCancel':
        return void execute({ kind: action, id: booking.id });
      case 'complete':
        return void complete();
      case 'reject':
      case 'noShow':
      case 'cancel':
        return setAsking(action);
    }
  };

  return (
    <Sheet label="Appointment Details" onClose={onClose}>
      <header className="sheet-head">
        <h2>Appointment Details</h2>
        <button type="button" className="link" onClick={onClose}>
          Close
        </button>
      </header>
      <p className="sheet-client">
        <strong>{booking.endUser}</strong>
        <StatusTag status={booking.status} />
      </p>
      <button type="button" className="link" onClick={() => setShowingClient(true)}>
        Client history ›
      </button>
      {showingClient && (
        <Suspense fallback={null}>
          <ClientHistory bookingId={booking.id} onClose={() => setShowingClient(false)} />
        </Suspense>
      )}
      <dl className="facts">
        <dt>Service</dt>
        <dd>{booking.service_name}</dd>
        {booking.staff && (
          <>
            <dt>With</dt>
            <dd>{booking.staff.name}</dd>
          </>
        )}
        <dt>Starts</dt>
        <dd>{formatDetails(booking.start)}</dd>
        <dt>Ends</dt>
        <dd>{formatDetails(booking.end)}</dd>
        <dt>Location</dt>
        <dd>
          {booking.service_location}
          {booking.service_address && <small> · {booking.service_address}</small>}
        </dd>
        <dt>Price</dt>
        <dd>{formatNaira(booking.booking_amount)}</dd>
        <dt>Paid online</dt>
        <dd>{formatNaira(booking.amount_paid)}</dd>
        {booking.balance_received > 0 && (
          <>
            <dt>Balance received</dt>
            <dd>{formatNaira(booking.balance_received)}</dd>
          </>
        )}
        <dt>Reference</dt>
        <dd>{booking.reference}</dd>
        {booking.endUserPhone && (
          <>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${booking.endUserPhone}`}>{booking.endUserPhone}</a>
            </dd>
          </>
        )}
        {booking.userComment && (
          <>
            <dt>Client's note</dt>
            <dd>{booking.userComment}</dd>
          </>
        )}
      </dl>

      {waiting.length > 0 && (
        <p className="notice">
          <strong>{MSG.actionWaiting}</strong>: {waiting.map((a) => a.label.split(' · ')[0]).join(', ')}
        </p>
      )}

      <ProposalNotice booking={booking} />
      {asking === 'propose' && (
        <Suspense fallback={<p className="muted">Loading…</p>}>
          <ProposeTime booking={booking} onDone={() => setAsking(null)} />
        </Suspense>
      )}
      {asking === 'balance' && booking.status === 'ongoing' && (
        <BalanceForm
          booking={booking}
          loading={running === 'completeBalance'}
          onSubmit={(balance) =>
            void execute({ kind: 'completeBalance', id: booking.id, balance }, booking).then((r) => {
              if (r === 'done' || r === 'queued') setAsking(null);
              if (r === 'done') setCheckingOut(true);
            })
          }
        />
      )}
      {done && (
        <Suspense fallback={<p className="muted">Loading…</p>}>
          <Checkout
            booking={booking}
            open={checkingOut}
            onOpen={() => setCheckingOut(true)}
            onClose={() => setCheckingOut(false)}
          />
        </Suspense>
      )}
      {asking === 'reject' && (
        <Confirm
          question={`Reject ${booking.service_name} for ${booking.endUser}?`}
          yes="Reject"
          loading={running === 'reject'}
          onNo={() => setAsking(null)}
          onYes={() => void execute({ kind: 'reject', id: booking.id }, booking)}
        />
      )}
      {asking === 'noShow' && (
        <Confirm
          question={`Mark ${booking.endUser} as a no-show? A deposit paid is kept as your cancellation policy says.`}
          yes="Mark No-show"
          loading={running === 'noShow'}
          onNo={() => setAsking(null)}
          onYes={() => void execute({ kind: 'noShow', id: booking.id })}
        />
      )}
      {asking === 'cancel' && (
        <CancelForm
          loading={running === 'cancel'}
          onNo={() => setAsking(null)}
          onSubmit={(comment) => void execute({ kind: 'cancel', id: booking.id, body: { comment } })}
        />
      )}

      {asking === null && (
        <div className="actions">
          {buttons.length === 0 && !movable && !done && <p className="muted">No actions for this booking.</p>}
          {buttons.map((button) => (
            <button
              key={button.action}
              type="button"
              className={`btn btn-${button.tone}`}
              disabled={!button.enabled || blocked}
              aria-busy={running === button.action}
              onClick={() => press(button.action)}
            >
              {button.label}
            </button>
          ))}
          {movable && (
            <button
              type="button"
              className="btn btn-plain"
              disabled={blocked}
              onClick={() => setAsking('propose')}
            >
              {booking.source != null ? 'Move to a new time' : 'Propose a new time'}
            </button>
          )}
          {buttons
            .filter((button) => button.reason)
            .map((button) => (
              <p key={button.action} className="muted reason">
                {button.reason}
              </p>
            ))}
        </div>
      )}
    </Sheet>
  );
}

/** SPEC §4 balance entry: step 500, at least price − paid; 'Submit Balance' is disabled below that. */
export function BalanceForm(props: {
  booking: Booking;
  loading: boolean;
  onSubmit: (balance: number) => void;
}) {
  const min = minimumBalance(props.booking);
  const [value, setValue] = useState(String(min));
  const balance = Number.parseFloat(value);
  const valid = Number.isFinite(balance) && balance >= min;
  return (
    <form
      className="ask"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) props.onSubmit(balance);
      }}
    >
      <p>
        <strong>{MSG.enterBalance}</strong>
      </p>
      <label className="field">
        Balance received (NGN)
        <input
          type="number"
          inputMode="decimal"
          min={min}
          step={LIMITS.balanceStep}
          value={value}
          aria-invalid={!valid}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
      </label>
      <p className={valid ? 'muted' : 'error'}>At least {formatNaira(min)}</p>
      <button type="submit" className="btn btn-primary" disabled={!valid || props.loading}>
        Submit Balance
      </button>
    </form>
  );
}

/** SPEC §4 cancel: a comment for the customer is required (cancelBookingBody's rules and messages). */
function CancelForm(props: { loading: boolean; onNo: () => void; onSubmit: (comment: string) => void }) {
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const parsed = cancelBookingBody.safeParse({ comment });
  const error = parsed.success ? undefined : parsed.error.issues[0]?.message;
  return (
    <form
      className="ask"
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (parsed.success) props.onSubmit(parsed.data.comment);
      }}
    >
      <label className="field">
        Reason for cancelling
        <textarea
          rows={3}
          value={comment}
          placeholder="Write a comment for the customer"
          onChange={(event) => setComment(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
        />
      </label>
      {touched && error && <p className="error">{error}</p>}
      <div className="actions">
        <button type="button" className="btn btn-plain" onClick={props.onNo}>
          Back
        </button>
        <button type="submit" className="btn btn-danger" disabled={props.loading} aria-busy={props.loading}>
          Cancel Booking
        </button>
      </div>
    </form>
  );
}
