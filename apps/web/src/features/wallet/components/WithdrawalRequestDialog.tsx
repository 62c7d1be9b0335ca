import {
  FEES,
  formatNaira,
  koboToNaira,
  LIMITS,
  MSG,
  nairaToKobo,
  PAYOUT_ACCOUNT_HELD,
  withdrawalAmountIssue,
  withdrawalBreakdown,
} from '@app/shared';
import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  Loader,
  Modal,
  NumberInput,
  Radio,
  Stack,
  Text,
} from '@mantine/core';
import { IconBuildingBank, IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useBankAccounts, useWallet, useWithdraw } from '../../../api/wallet.ts';
import { alert } from '../../../lib/alert.ts';
import { alreadyReported, isApiError } from '../../../lib/api.ts';
import { useWithdrawStep, withdrawFlow } from '../withdrawFlow.ts';

const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}-${Math.random().toString(16).slice(2)}`;

function Row({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fz="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text fz={strong ? 'md' : 'sm'} fw={strong ? 700 : 500} data-row={label}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * SPEC §2/§5 Withdrawal Request: the whole balance to a chosen saved bank account, less the 5 % fee;
 * or less than the whole, from ₦1,000 (issue 35), the rest staying in the balance.
 */
export function WithdrawalRequestDialog() {
  const opened = useWithdrawStep() === 'request';
  return (
    <Modal
      opened={opened}
      onClose={withdrawFlow.close}
      title="Withdrawal Request"
      centered
      radius="lg"
      size={480}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened && <RequestBody />}
    </Modal>
  );
}

function RequestBody() {
  const wallet = useWallet();
  const accounts = useBankAccounts();
  const withdraw = useWithdraw();
  const [chosen, setChosen] = useState<string | null>(null);
  /** What the vendor typed; untouched, the whole balance. */
  const [typed, setTyped] = useState<number | string | null>(null);

  const list = accounts.data ?? [];
  // A single saved account is the obvious choice.
  useEffect(() => {
    if (chosen == null && list.length === 1 && list[0]) setChosen(String(list[0].id));
  }, [chosen, list]);

  const balance = wallet.data?.balance ?? 0;
  const balanceKobo = nairaToKobo(balance);
  const amount = typed ?? balance;
  const amountKobo = typeof amount === 'number' ? nairaToKobo(amount) : 0;
  const issue = wallet.data ? withdrawalAmountIssue(amountKobo, balanceKobo) : null;
  const breakdown = withdrawalBreakdown(issue ? 0 : amountKobo);

  const submit = async () => {
    if (chosen == null || issue) return;
    try {
      const ok = await withdraw.mutateAsync({
        accountId: Number(chosen),
        key: newKey(),
        // The whole balance is SPEC's request as it is; only a part names its amount.
        amount: amountKobo < balanceKobo ? amountKobo / 100 : undefined,
      });
      if (!ok) throw new Error('unexpected status');
      alert('positive', MSG.withdrawalSubmitted);
      withdrawFlow.close();
    } catch (error) {
      if (alreadyReported(error)) return;
      // Issue 37: a new payout account's 24-hour hold says when the account can be used.
      const message = isApiError(error) ? error.body.message : '';
      alert('negative', message.startsWith(PAYOUT_ACCOUNT_HELD) ? message : MSG.withdrawalFailed);
    }
  };

  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Text fw={600} fz="sm">
          Pay out to
        </Text>
        {accounts.isLoading ? (
          <Group justify="center" py="md">
            <Loader size="sm" />
          </Group>
        ) : list.length === 0 ? (
          <Alert
            variant="light"
            color="brand"
            icon={<IconInfoCircle size={18} />}
            title="No bank account yet"
          >
            <Text fz="sm">
              Add the account to pay out to in{' '}
              <Anchor component={Link} to="/dashboard/settings/payment" onClick={withdrawFlow.close}>
                Payment settings
              </Anchor>
              .
            </Text>
          </Alert>
        ) : (
          <Radio.Group value={chosen} onChange={setChosen} aria-label="Bank account">
            <Stack gap="xs">
              {list.map((account) => (
                <Radio.Card
                  key={account.id}
                  value={String(account.id)}
                  radius="md"
                  p="sm"
                  style={{
                    borderColor: chosen === String(account.id) ? 'var(--mantine-color-brand-6)' : undefined,
                  }}
                >
                  <Group wrap="nowrap" gap="sm">
                    <Radio.Indicator />
                    <IconBuildingBank size={20} color="var(--mantine-color-brand-7)" />
                    <div>
                      <Text fz="sm" fw={600}>
                        {account.account_name}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {account.bank_name} · {account.account_no}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
            </Stack>
          </Radio.Group>
        )}
        {list.length > 0 && (
          <Anchor component={Link} to="/dashboard/settings/payment" fz="xs" onClick={withdrawFlow.close}>
            Manage bank accounts
          </Anchor>
        )}
      </Stack>

      <NumberInput
        label="Amount to withdraw"
        description={`From ${formatNaira(LIMITS.withdrawMinBalance)} up to your whole balance`}
        value={amount}
        onChange={setTyped}
        prefix="₦"
        thousandSeparator=","
        decimalScale={2}
        min={0}
        allowNegative={false}
        error={issue}
      />

      <Stack gap={8} p="md" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        <Row label="Balance" value={formatNaira(balance)} />
        {amountKobo < balanceKobo && !issue && (
          <Row label="Stays in your balance" value={formatNaira(koboToNaira(balanceKobo - amountKobo))} />
        )}
        <Row
          label={`Processing fee (${FEES.withdrawalFeeRate * 100}%)`}
          value={`− ${formatNaira(koboToNaira(breakdown.fee))}`}
        />
        <Divider />
        <Row label="You will receive" value={formatNaira(koboToNaira(breakdown.payout))} strong />
      </Stack>

      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={withdrawFlow.close}>
          Cancel
        </Button>
        <Button
          onClick={() => void submit()}
          disabled={chosen == null || issue != null}
          loading={withdraw.isPending}
        >
          Submit
        </Button>
      </Group>
    </Stack>
  );
}
