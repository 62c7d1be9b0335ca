import {
  type BankAccount,
  FEES,
  formatNaira,
  koboToNaira,
  MSG,
  nairaToKobo,
  walletApi,
  withdrawalBreakdown,
} from '@app/shared';
import { useCallback, useEffect, useState } from 'react';
import { canWithdraw, loadWallet, sendWithdrawal, type Wallet } from '../api/walletCalls.ts';
import { alert } from '../lib/alert.ts';
import { alreadyReported, call } from '../lib/api.ts';
import { applyDetails, getSession } from '../lib/session.ts';

type Step = 'figures' | 'verify' | 'request';

/** Earnings: the wallet's figures and the withdrawal, behind SPEC §5's verification gate and fee. */
export default function EarningsTab() {
  const [wallet, setWallet] = useState<Wallet | null>(null);
  const [failed, setFailed] = useState(false);
  const [step, setStep] = useState<Step>('figures');
  const load = useCallback(
    () =>
      loadWallet().then(
        (figures) => {
          setWallet(figures);
          setFailed(false);
        },
        () => setFailed(true),
      ),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);

  /** As the dashboard's 'Withdraw Funds': the user is asked for again, so a verification done elsewhere counts. */
  const startWithdrawal = async () => {
    const { userId } = getSession().user;
    if (userId == null) return;
    let details = getSession().details;
    try {
      const calls = await import('../lib/deferredCalls.ts');
      details = (await calls.requestUserDetails(userId))[0]?.[0] ?? details;
      if (details) applyDetails(details);
    } catch {
      // The stored details decide, as on the dashboard.
    }
    setStep(canWithdraw(details) ? 'request' : 'verify');
  };

  if (!wallet) return <p className="muted">{failed ? 'Could not load your earnings.' : 'Loading…'}</p>;
  return (
    <section aria-labelledby="earnings-title">
      <h1 id="earnings-title">Earnings</h1>
      <dl className="facts figures">
        <dt>Balance</dt>
        <dd data-figure="balance">{formatNaira(wallet.balance)}</dd>
        <dt>Pending</dt>
        <dd>{formatNaira(wallet.pending)}</dd>
        <dt>Paying out</dt>
        <dd>{formatNaira(wallet.payingOut)}</dd>
        <dt>Withdrawn</dt>
        <dd>{formatNaira(wallet.withdrawn)}</dd>
      </dl>
      {step === 'figures' && (
        <button type="button" className="btn btn-primary wide" onClick={() => void startWithdrawal()}>
          Withdraw Funds
        </button>
      )}
      {step === 'verify' && (
        <div className="ask" role="alertdialog" aria-label="Verification Required">
          <p>
            <strong>Verification Required</strong>
          </p>
          <p>{MSG.verificationRequired}</p>
          <button type="button" className="btn btn-primary wide" onClick={() => setStep('figures')}>
            OK
          </button>
        </div>
      )}
      {step === 'request' && (
        <WithdrawalForm
          balance={wallet.balance}
          onDone={(sent) => {
            setStep('figures');
            if (sent) void load();
          }}
        />
      )}
    </section>
  );
}

/** SPEC §2/§5 Withdrawal Request: the whole balance to a chosen saved bank account, less the 5 % fee. */
function WithdrawalForm({ balance, onDone }: { balance: number; onDone: (sent: boolean) => void }) {
  const [accounts, setAccounts] = useState<BankAccount[] | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    call(walletApi.bankAccounts).then(
      ({ data }) => {
        setAccounts(data);
        // A single saved account is the obvious choice.
        if (data.length === 1 && data[0]) setChosen(data[0].id);
      },
      () => setAccounts([]),
    );
  }, []);
  const breakdown = withdrawalBreakdown(nairaToKobo(balance));

  const submit = async () => {
    if (chosen == null) return;
    setSending(true);
    try {
      if (!(await sendWithdrawal({ accountId: chosen, key: crypto.randomUUID() })))
        throw new Error('unexpected status');
      alert('positive', MSG.withdrawalSubmitted);
      onDone(true);
    } catch (error) {
      if (!alreadyReported(error)) alert('negative', MSG.withdrawalFailed);
      setSending(false);
    }
  };

  return (
    <form
      className="ask"
      aria-label="Withdrawal Request"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p>
        <strong>Pay out to</strong>
      </p>
      {accounts === null ? (
        <p className="muted">Loading…</p>
      ) : accounts.length === 0 ? (
        <p className="muted">No bank account yet: add one in Payment settings on a computer.</p>
      ) : (
        <fieldset className="accounts">
          <legend className="muted">Bank account</legend>
          {accounts.map((account) => (
            <label key={account.id} className="account">
              <input
                type="radio"
                name="account"
                checked={chosen === account.id}
                onChange={() => setChosen(account.id)}
              />
              <span>
                <strong>{account.account_name}</strong>
                <small>
                  {account.bank_name} · {account.account_no}
                </small>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <dl className="facts">
        <dt>Balance</dt>
        <dd>{formatNaira(koboToNaira(breakdown.amount))}</dd>
        <dt>Processing fee ({FEES.withdrawalFeeRate * 100}%)</dt>
        <dd>− {formatNaira(koboToNaira(breakdown.fee))}</dd>
        <dt>
          <strong>You will receive</strong>
        </dt>
        <dd data-figure="payout">
          <strong>{formatNaira(koboToNaira(breakdown.payout))}</strong>
        </dd>
      </dl>
      <div className="actions">
        <button type="button" className="btn btn-plain" onClick={() => onDone(false)}>
          Cancel
        </button>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={chosen == null || sending}
          aria-busy={sending}
        >
          Submit
        </button>
      </div>
    </form>
  );
}
