import { formatNaira, type TakingsFigures } from '@app/shared';
import { Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';

const Figure = ({ label, value }: { label: string; value: number }) => (
  <Paper withBorder radius="md" p="sm" role="group" aria-label={label}>
    <Text fz="xs" c="dimmed" fw={600}>
      {label}
    </Text>
    <Text fz={18} fw={800}>
      {formatNaira(value)}
    </Text>
  </Paper>
);

/**
 * Issue 35's close of day (or of a period): per method, what the drawer should hold, online
 * deposits applied, tips, refunds, and each team member's takings. The day's page and the Report
 * show it alike.
 */
export function TakingsSummary({ figures }: { figures: TakingsFigures }) {
  const { methods } = figures;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure label="Cash expected in drawer" value={figures.cash_in_drawer} />
        <Figure label="Bank transfers" value={methods.transfer.net} />
        <Figure label="POS" value={methods.pos.net} />
        <Figure label="Other" value={methods.other.net} />
        <Figure label="Deposits paid online" value={figures.deposits_applied} />
        <Figure label="Tips" value={figures.tips} />
        <Figure label="Refunds" value={figures.refunds} />
        <Figure label="Taken in the shop" value={figures.in_shop} />
      </SimpleGrid>
      {figures.by_staff.length > 0 && (
        <Table striped withTableBorder aria-label="By team member">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Taken by</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {figures.by_staff.map((s) => (
              <Table.Tr key={s.staff_id ?? 0}>
                <Table.Td>{s.name ?? 'You'}</Table.Td>
                <Table.Td ta="right">{formatNaira(s.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group gap="xs">
        <Text fz="xs" c="dimmed">
          {figures.checkouts} {figures.checkouts === 1 ? 'checkout' : 'checkouts'}; cash{' '}
          {formatNaira(methods.cash.taken)} taken, {formatNaira(methods.cash.refunded)} given back.
        </Text>
      </Group>
    </Stack>
  );
}
