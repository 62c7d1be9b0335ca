import {
  checkoutApi,
  formatNaira,
  koboToNaira,
  LIMITS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
  RECEIPT_CHANNEL_LABELS,
  RECEIPT_CHANNELS,
  type Receipt,
  type ReceiptChannel,
} from '@app/shared';
import { useEffect, useRef, useState } from 'react';
import type { Booking } from '../api/bookings/model.ts';
import { alert } from '../lib/alert.ts';
import { call, reportError } from '../lib/api.ts';
import {
  checkoutFacts,
  checkoutState,
  MAX_PAYMENTS,
  nextPaymentRow,
  openingCheckout,
  type PaymentRow,
  type Typed,
} from '../lib/checkoutForm.ts';
import { reloadBookings } from './bookingsStore.ts';
import { useTeam } from './team.ts';

/**
 * Issue 35's checkout at the chair on a done booking's sheet, loaded when such a sheet opens: what
 * was paid at the shop with 'Send receipt', or 'Take payment' and the checkout form (opened at once
 * when Complete led here).
 * The dashboard's calls (checkoutApi) and form (lib/checkoutForm.ts, on the shared money rules).
 */
export default function Checkout(props: {
  booking: Booking;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}) {
  const { booking } = props;
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const loadReceipt = () =>
    call(checkoutApi.receipt, { params: { id: booking.id } }).then(
      (answer) => setReceipt(answer.data),
      (error) => reportError(error),
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the book is read once per booking
  useEffect(() => {
    void loadReceipt();
  }, [booking.id]);

  const recorded = () => {
    props.onClose();
    reloadBookings();
    void loadReceipt();
  };
  if (!receipt) return null;
  if (receipt.checkout_id != null) return <ReceiptActions receipt={receipt} />;
  if (!props.open)
    return (
      <div className="actions">
        <button type="button" className="btn btn-primary" onClick={props.onOpen}>
          Take payment
        </button>
      </div>
    );
  return <CheckoutForm booking={booking} onClose={props.onClose} onRecorded={recorded} />;
}

const money = (kobo: number) => formatNaira(koboToNaira(kobo));

function CheckoutForm(props: { booking: Booking; onClose: () => void; onRecorded: () => void }) {
  const { booking } = props;
  const facts = checkoutFacts(booking);
  const [opening] = useState(() => openingCheckout(booking));
  const [balance, setBalance] = useState<Typed>(opening.balance);
  const [discount, setDiscount] = useState<Typed>('');
  const [tip, setTip] = useState<Typed>('');
  const nextKey = useRef(1);
  const [rows, setRows] = useState<PaymentRow[]>(opening.rows);
  const team = useTeam();
  // One key per form: a submit retried after a lost answer is recorded once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [sending, setSending] = useState(false);

  const {
    sums,
    problem,
    leftKobo: left,
    leftWords,
    body,
  } = checkoutState(facts, {
    balance,
    addOns: [],
    discount,
    tip,
    rows,
  });
  const update = (key: number, change: Partial<PaymentRow>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const submit = async () => {
    setSending(true);
    try {
      const answer = await call(
        checkoutApi.record,
        { params: { id: booking.id }, body },
        { headers: { 'Idempotency-Key': idempotencyKey } },
      );
      alert('positive', answer.message);
      props.onRecorded();
    } catch (error) {
      reportError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="ask checkout"
      aria-label="Checkout"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (problem === null) void submit();
      }}
    >
      <h3>Checkout</h3>
      {facts.openPrice && (
        <label className="field">
          Booking balance (NGN)
          <input
            type="number"
            inputMode="decimal"
            min={facts.minimumBalance}
            step={LIMITS.balanceStep}
            value={balance}
            onChange={(event) => setBalance(event.currentTarget.value)}
          />
          <small className="muted">At least {formatNaira(facts.minimumBalance)}</small>
        </label>
      )}
      <dl className="facts">
        <dt>{booking.service_name}</dt>
        <dd>{money(sums.serviceKobo)}</dd>
        {sums.homeFeeKobo > 0 && (
          <>
            <dt>Home-service fee</dt>
            <dd>{money(sums.homeFeeKobo)}</dd>
          </>
        )}
        {sums.depositKobo > 0 && (
          <>
            <dt>Deposit paid online</dt>
            <dd>− {money(sums.depositKobo)}</dd>
          </>
        )}
      </dl>
      <div className="pair">
        <label className="field">
          Discount (NGN)
          <input
            type="number"
            inputMode="decimal"
            min={0}
            value={discount}
            placeholder="0"
            onChange={(event) => setDiscount(event.currentTarget.value)}
          />
        </label>
        <label className="field">
          Tip (NGN)
          <input
            type="number"
            inputMode="decimal"
            min={0}
            value={tip}
            placeholder="0"
            onChange={(event) => setTip(event.currentTarget.value)}
          />
        </label>
      </div>
      <dl className="facts">
        <dt>Amount due</dt>
        <dd>{money(sums.dueKobo)}</dd>
        <dt>
          <strong>To collect (with tip)</strong>
        </dt>
        <dd data-figure="to-collect">
          <strong>{money(sums.toCollectKobo)}</strong>
        </dd>
      </dl>
      <h3>Payments</h3>
      <ul className="payments">
        {rows.map((r, index) => (
          <li key={r.key}>
            <select
              aria-label={`Payment ${index + 1} method`}
              value={r.method}
              onChange={(event) => update(r.key, { method: event.currentTarget.value as PaymentMethod })}
            >
              {PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {PAYMENT_METHOD_LABELS[m]}
                </option>
              ))}
            </select>
            <input
              type="number"
              inputMode="decimal"
              min={0}
              aria-label={`Payment ${index + 1} amount`}
              value={r.amount}
              onChange={(event) => update(r.key, { amount: event.currentTarget.value })}
            />
            {team.length > 0 && (
              <select
                aria-label={`Payment ${index + 1} taken by`}
                value={r.staffId ?? ''}
                onChange={(event) => update(r.key, { staffId: event.currentTarget.value || null })}
              >
                <option value="">Taken by you</option>
                {team.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name}
                  </option>
                ))}
              </select>
            )}
            <button
              type="button"
              className="link"
              aria-label={`Remove payment ${index + 1}`}
              onClick={() => setRows((all) => all.filter((x) => x.key !== r.key))}
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
      <p className={left === 0 ? 'paid-in-full' : 'error'} aria-live="polite">
        {leftWords}
      </p>
      {problem && left === 0 && <p className="error">{problem}</p>}
      <div className="actions">
        <button
          type="button"
          className="btn btn-plain"
          disabled={rows.length >= MAX_PAYMENTS}
          onClick={() => setRows((all) => [...all, nextPaymentRow(nextKey.current++, left, booking)])}
        >
          Add payment
        </button>
        <button type="button" className="btn btn-plain" onClick={props.onClose}>
          Later
        </button>
      </div>
      <button
        type="submit"
        className="btn btn-primary"
        disabled={problem !== null || sending}
        aria-busy={sending}
      >
        Record payment
      </button>
    </form>
  );
}

/** A checked-out booking: what was paid at the shop, and the receipt sent to the client. */
function ReceiptActions({ receipt }: { receipt: Receipt }) {
  const [sending, setSending] = useState<ReceiptChannel | null>(null);
  const checkout = receipt.entries.find((e) => e.id === receipt.checkout_id);
  if (!checkout) return null;
  const send = async (channel: ReceiptChannel) => {
    setSending(channel);
    try {
      const answer = await call(checkoutApi.sendReceipt, { params: { id: checkout.id }, body: { channel } });
      alert('positive', answer.message);
    } catch (error) {
      reportError(error);
    } finally {
      setSending(null);
    }
  };
  return (
    <section className="ask" aria-label="Paid at the shop">
      <p>
        Paid at the shop: <strong>{formatNaira(checkout.paid)}</strong>
        {checkout.tip > 0 && ` (tip ${formatNaira(checkout.tip)})`}
      </p>
      <p className="muted">
        {checkout.payments
          .map((p) => `${PAYMENT_METHOD_LABELS[p.method]} ${formatNaira(p.amount)}`)
          .join(' · ')}
      </p>
      <div className="actions">
        {RECEIPT_CHANNELS.filter((c) => receipt.channels.includes(c)).map((channel) => (
          <button
            key={channel}
            type="button"
            className="btn btn-plain"
            disabled={sending !== null}
            aria-busy={sending === channel}
            onClick={() => void send(channel)}
          >
            Send receipt by {RECEIPT_CHANNEL_LABELS[channel]}
          </button>
        ))}
      </div>
    </section>
  );
}
