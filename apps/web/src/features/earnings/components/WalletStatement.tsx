import { formatDetails, formatNaira, lagosDay, type StatementLine } from '@app/shared';
import { Button, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadStatementCsv, useStatement } from '../../../api/wallet.ts';
import { alert } from '../../../lib/alert.ts';
import { monthLabel } from '../../../lib/format.ts';

/** This Lagos month and the eleven before it, newest first ('YYYY-MM'). */
function lastMonths(count = 12) {
  const [year, month] = lagosDay(Date.now()).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

const money = (naira: number) => (naira ? formatNaira(naira) : '');

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={2} role="group" aria-label={label}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} data-testid={`statement-${label.toLowerCase().replaceAll(' ', '-')}`}>
        {formatNaira(value)}
      </Text>
    </Stack>
  );
}

function Lines({ lines }: { lines: StatementLine[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs" highlightOnHover aria-label="Statement">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>What it is</Table.Th>
            <Table.Th ta="right">Held</Table.Th>
            <Table.Th ta="right">In</Table.Th>
            <Table.Th ta="right">Out</Table.Th>
            <Table.Th ta="right">Balance</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, i) => (
            // Lines have no id of their own (a withdrawal is two); their order is the ledger's.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
            <Table.Tr key={i}>
              <Table.Td>
                <Text fz="sm">{formatDetails(line.at)}</Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{line.description}</Text>
              </Table.Td>
              <Table.Td ta="right" c="dimmed">
                {line.held > 0
                  ? `+ ${formatNaira(line.held)}`
                  : line.held < 0
                    ? `− ${formatNaira(-line.held)}`
                    : ''}
              </Table.Td>
              <Table.Td ta="right" c="green.9">
                {money(line.amount_in)}
              </Table.Td>
              <Table.Td ta="right" c="red.8">
                {money(line.amount_out)}
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatNaira(line.balance)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Issue 35, the wallet explained: a month's ledger lines in words with the balance after each, the
 * month's opening and closing balance and its totals (the server's, to the kobo), and the CSV.
 */
export function WalletStatement() {
  const months = lastMonths();
  const [month, setMonth] = useState(months[0]!);
  const statement = useStatement(month);
  const s = statement.data;
  const download = useMutation({
    mutationFn: () => downloadStatementCsv(month),
    onError: (error) => alert('negative', error.message),
  });

  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs" component="section" aria-label="Statement">
      <Group justify="space-between" align="flex-start" mb="md">
        <div>
          <Title order={2} fz={18}>
            Statement
          </Title>
          <Text fz="sm" c="dimmed">
            Every naira behind your balance: deposits held, money released, fees, refunds and withdrawals
          </Text>
        </div>
        <Group gap="sm">
          <Select
            aria-label="Month"
            data={months.map((m) => ({ value: m, label: monthLabel(m, 'long') }))}
            value={month}
            onChange={(value) => value && setMonth(value)}
            allowDeselect={false}
            w={200}
          />
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => download.mutate()}
            loading={download.isPending}
          >
            Download CSV
          </Button>
        </Group>
      </Group>
      {statement.isError && !s ? (
        <Text c="dimmed" ta="center" py="lg">
          The statement could not be loaded. Please try again.
        </Text>
      ) : !s ? (
        <Skeleton h={160} radius="md" />
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
            <Figure label="Opening balance" value={s.opening.balance} />
            <Figure label="Money in" value={s.totals.released + s.totals.fees_kept + s.totals.returned} />
            <Figure label="Money out" value={s.totals.withdrawals + s.totals.withdrawal_fees} />
            <Figure label="Closing balance" value={s.closing.balance} />
          </SimpleGrid>
          <Text fz="xs" c="dimmed" data-testid="statement-totals">
            Deposits paid {formatNaira(s.totals.deposits)} · released {formatNaira(s.totals.released)} · fees
            kept {formatNaira(s.totals.fees_kept)} · refunded {formatNaira(s.totals.refunds)} · withdrawn{' '}
            {formatNaira(s.totals.withdrawals)} · withdrawal fees {formatNaira(s.totals.withdrawal_fees)}
            {s.totals.returned ? ` · failed withdrawals returned ${formatNaira(s.totals.returned)}` : ''}
          </Text>
          {s.lines.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              Nothing moved in {monthLabel(month, 'long')}
            </Text>
          ) : (
            <Lines lines={s.lines} />
          )}
        </Stack>
      )}
    </Paper>
  );
}
