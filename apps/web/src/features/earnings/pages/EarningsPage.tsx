import {
  formatDetails,
  formatNaira,
  LIMITS,
  MONEY_NEEDS_NETWORK,
  type Withdrawal,
  type WithdrawalStatus,
} from '@app/shared';
import {
  Badge,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowDownRight,
  IconArrowUpRight,
  IconCash,
  IconClockHour4,
  IconCoin,
  IconReceiptOff,
  IconShieldCheck,
  IconWallet,
  IconWifiOff,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import {
  useDepositSummary,
  useLastMonthDiff,
  useMonthlyEarnings,
  useWallet,
  useWithdrawals,
} from '../../../api/wallet.ts';
import { BarChart } from '../../../components/BarChart.tsx';
import { compactNaira, monthLabel } from '../../../lib/format.ts';
import { useOnline } from '../../../lib/useOnline.ts';
import { WalletStatement } from '../components/WalletStatement.tsx';

/** A card's line saying what its figure is. */
function Note({ children }: { children: ReactNode }) {
  return (
    <Text fz="xs" c="dimmed">
      {children}
    </Text>
  );
}

function StatCard({
  label,
  value,
  icon,
  color,
  loading,
  extra,
}: {
  label: string;
  value: number;
  icon: ReactNode;
  color: string;
  loading: boolean;
  extra?: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs" aria-label={label} role="group">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={6}>
          <Text fz="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          {loading ? (
            <Skeleton h={30} w={140} />
          ) : (
            <Text
              fz={26}
              fw={800}
              lh={1.1}
              data-testid={`wallet-${label.toLowerCase().replaceAll(' ', '-')}`}
            >
              {formatNaira(value)}
            </Text>
          )}
        </Stack>
        {/* Below 1200 px four cards leave no room for it beside a six-figure amount. */}
        <ThemeIcon size={44} radius="md" variant="light" color={color} visibleFrom="lg">
          {icon}
        </ThemeIcon>
      </Group>
      {/* Below the icon too, so a card's note has the card's whole width. */}
      {extra && <div style={{ marginTop: 6 }}>{extra}</div>}
    </Paper>
  );
}

/**
 * lastMonthDiffWeb: this month's earnings against last month's (never the balance). With nothing
 * earned last month there is no change to tell, so the page says that instead of a percentage.
 */
function Change({ percent, lastMonth }: { percent: number | undefined; lastMonth: number | undefined }) {
  if (percent == null || lastMonth == null) return <Text fz="xs">&nbsp;</Text>;
  if (lastMonth === 0)
    return (
      <Text fz="xs" c="dimmed" data-testid="last-month-change">
        Nothing earned last month
      </Text>
    );
  const up = percent >= 0;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end" data-testid="last-month-change">
      <Badge
        size="sm"
        variant="light"
        color={up ? 'green' : 'red'}
        leftSection={up ? <IconArrowUpRight size={12} /> : <IconArrowDownRight size={12} />}
      >
        {up ? '+' : '−'}
        {Math.abs(percent)}%
      </Badge>
      <Text fz="xs" c="dimmed">
        vs last month
      </Text>
    </Group>
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What deposits brought in, what the cancellation policy kept and what went back to customers. */
function DepositsRow() {
  const summary = useDepositSummary();
  const d = summary.data;
  const loading = summary.isLoading;
  return (
    <Stack gap="sm" component="section" aria-label="Deposits">
      <div>
        <Title order={2} fz={18}>
          Deposits
        </Title>
        <Text fz="sm" c="dimmed">
          Paid online when customers book; your cancellation policy decides what you keep
        </Text>
      </div>
      <SimpleGrid cols={3} spacing="lg">
        <StatCard
          label="Deposits paid"
          value={d?.deposits_paid ?? 0}
          loading={loading}
          color="brand"
          icon={<IconCoin size={22} />}
        />
        <StatCard
          label="Fees kept"
          value={d?.fees_kept ?? 0}
          loading={loading}
          color="green"
          icon={<IconShieldCheck size={22} />}
          extra={
            <Text fz="xs" c="dimmed" data-testid="fees-kept-counts">
              {plural(d?.no_shows ?? 0, 'no-show', 'no-shows')} ·{' '}
              {plural(d?.late_cancellations ?? 0, 'late cancellation', 'late cancellations')}
            </Text>
          }
        />
        <StatCard
          label="Refunded to customers"
          value={d?.refunded ?? 0}
          loading={loading}
          color="gray"
          icon={<IconArrowBackUp size={22} />}
        />
      </SimpleGrid>
    </Stack>
  );
}

const STATUS: Record<WithdrawalStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'yellow' },
  processing: { label: 'Processing', color: 'blue' },
  paid: { label: 'Paid', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  const s = STATUS[status] ?? { label: status, color: 'gray' };
  return (
    <Badge color={s.color} variant="light">
      {s.label}
    </Badge>
  );
}

function WithdrawalsTable({ rows }: { rows: Withdrawal[] }) {
  return (
    <Table verticalSpacing="sm" highlightOnHover aria-label="Withdrawal history">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th>Bank account</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
          <Table.Th ta="right">Fee</Table.Th>
          <Table.Th ta="right">Payout</Table.Th>
          <Table.Th>Status</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((w) => (
          <Table.Tr key={w.id}>
            <Table.Td>
              <Text fz="sm">{formatDetails(new Date(w.created_at))}</Text>
            </Table.Td>
            <Table.Td>
              <Text fz="sm">{w.bank_name}</Text>
              <Text fz="xs" c="dimmed">
                {w.account_no}
              </Text>
            </Table.Td>
            <Table.Td ta="right">{formatNaira(w.amount)}</Table.Td>
            <Table.Td ta="right" c="dimmed">
              {formatNaira(w.fee)}
            </Table.Td>
            <Table.Td ta="right" fw={600}>
              {formatNaira(w.payout)}
            </Table.Td>
            <Table.Td>
              <WithdrawalStatusBadge status={w.status} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * Earnings: wallet cards, a monthly earnings chart, the withdrawal history and the month's statement
 * (DESIGN §6, issue 35). Every figure is the server's, from the ledger; the page adds nothing up
 * itself. Offline it says it needs the network instead.
 */
export default function EarningsPage() {
  const wallet = useWallet();
  const diff = useLastMonthDiff();
  const monthly = useMonthlyEarnings();
  const withdrawals = useWithdrawals();
  const w = wallet.data;
  const loading = wallet.isLoading;
  const months = monthly.data?.months ?? [];
  const thisMonth = months.at(-1);

  // Issue 35: no figures read offline (they would show ₦0.00 and 'No earnings yet'), only why.
  if (!useOnline())
    return (
      <Paper withBorder radius="lg" p="xl" shadow="xs" role="status">
        <Stack align="center" ta="center" gap="xs">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray">
            <IconWifiOff size={28} />
          </ThemeIcon>
          <Text fw={600}>{MONEY_NEEDS_NETWORK}</Text>
        </Stack>
      </Paper>
    );

  return (
    <Stack gap="lg">
      <SimpleGrid cols={4} spacing="lg">
        <StatCard
          label="Balance"
          value={w?.balance ?? 0}
          loading={loading}
          color="brand"
          icon={<IconWallet size={22} />}
          extra={<Note>Available to withdraw</Note>}
        />
        <StatCard
          label="Withdrawn"
          value={w?.withdrawn ?? 0}
          loading={loading}
          color="teal"
          icon={<IconCash size={22} />}
          extra={
            w && w.payingOut > 0 ? (
              <Text fz="xs" c="yellow.9" fw={600} data-testid="wallet-paying-out">
                {formatNaira(w.payingOut)} pending payout
              </Text>
            ) : (
              <Note>Paid out to your bank, fee included</Note>
            )
          }
        />
        <StatCard
          label="Pending"
          value={w?.pending ?? 0}
          loading={loading}
          color="yellow"
          icon={<IconClockHour4 size={22} />}
          extra={<Note>Held until bookings complete</Note>}
        />
        <StatCard
          label="Cancelled"
          value={w?.cancelled ?? 0}
          loading={loading}
          color="red"
          icon={<IconReceiptOff size={22} />}
          extra={<Note>Returned to customers</Note>}
        />
      </SimpleGrid>

      <DepositsRow />

      <Paper withBorder radius="lg" p="lg" shadow="xs">
        <Group justify="space-between" mb="md">
          <div>
            <Title order={2} fz={18}>
              Monthly earnings
            </Title>
            <Text fz="sm" c="dimmed">
              Money released to your balance over the last 12 months
            </Text>
          </div>
          <Group gap="xl" align="flex-start">
            <Stack gap={2} align="flex-end" role="group" aria-label="This month">
              <Text fz="xs" c="dimmed">
                This month
              </Text>
              <Text fw={700} data-testid="earnings-this-month">
                {formatNaira(thisMonth?.amount ?? 0)}
              </Text>
              <Change percent={diff.data} lastMonth={months.at(-2)?.amount} />
            </Stack>
            <Stack gap={2} align="flex-end" role="group" aria-label="12-month total">
              <Text fz="xs" c="dimmed">
                12-month total
              </Text>
              <Text fw={700} data-testid="earnings-12-month-total">
                {formatNaira(monthly.data?.total ?? 0)}
              </Text>
            </Stack>
          </Group>
        </Group>
        {monthly.isLoading ? (
          <Skeleton h={244} radius="md" />
        ) : months.length === 0 ? (
          <Text c="dimmed" ta="center" py={60}>
            No earnings yet
          </Text>
        ) : (
          <BarChart
            caption="Monthly earnings"
            format={compactNaira}
            data={months.map((m) => ({
              key: m.month,
              label: monthLabel(m.month, 'short'),
              hint: monthLabel(m.month, 'long'),
              value: m.amount,
            }))}
          />
        )}
      </Paper>

      <Paper withBorder radius="lg" p="lg" shadow="xs">
        <Title order={2} fz={18} mb="md">
          Withdrawal history
        </Title>
        {withdrawals.isLoading ? (
          <Stack gap="sm">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={40} radius="md" />
            ))}
          </Stack>
        ) : (withdrawals.data ?? []).length === 0 ? (
          <Stack align="center" ta="center" gap="xs" py={40}>
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconCash size={28} />
            </ThemeIcon>
            <Text fw={600}>No withdrawals yet</Text>
            <Text fz="sm" c="dimmed">
              Use 'Withdraw Funds' above once your balance reaches {formatNaira(LIMITS.withdrawMinBalance)}.
            </Text>
          </Stack>
        ) : (
          <WithdrawalsTable rows={withdrawals.data ?? []} />
        )}
      </Paper>

      <WalletStatement />
    </Stack>
  );
}
