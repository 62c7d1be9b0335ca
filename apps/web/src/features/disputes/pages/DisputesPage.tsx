import { formatDetails, MSG } from '@app/shared';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconGavel, IconPlus } from '@tabler/icons-react';
import { alert } from '../../../lib/alert.ts';
import { disputeDialog } from '../../../stores/disputeDialog.ts';
import { fetchAttachment, useDisputes } from '../api/disputes.ts';

/** Attachments are private (bearer auth), so the image is fetched and opened from a blob URL. */
async function openAttachment(name: string | null) {
  if (!name) return;
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await fetchAttachment(name));
    if (tab) tab.location.href = url;
    else window.open(url, '_blank');
  } catch {
    tab?.close();
    alert('negative', MSG.somethingWrong);
  }
}

/** Settings > Disputes: what the vendor raised and how each was resolved. */
export default function DisputesPage() {
  const disputes = useDisputes();
  const list = disputes.data ?? [];

  return (
    <Paper withBorder radius="lg" p="xl" shadow="xs" maw={960}>
      <Group justify="space-between" mb="lg">
        <div>
          <Title order={2} fz={20}>
            Your disputes
          </Title>
          <Text fz="sm" c="dimmed">
            Raise a dispute about a booking; our team reviews each one and records the resolution here.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={18} />} onClick={() => disputeDialog.open()}>
          Raise a dispute
        </Button>
      </Group>

      {disputes.isLoading ? (
        <Stack gap="sm">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={44} radius="md" />
          ))}
        </Stack>
      ) : list.length === 0 ? (
        <Stack align="center" ta="center" gap="xs" py={48}>
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconGavel size={28} />
          </ThemeIcon>
          <Text fw={600}>No disputes</Text>
          <Text fz="sm" c="dimmed">
            Disputes you raise will show here.
          </Text>
        </Stack>
      ) : (
        <Table verticalSpacing="sm" highlightOnHover aria-label="Disputes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Reference</Table.Th>
              <Table.Th>Reason</Table.Th>
              <Table.Th>Raised</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Resolution</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td fw={600}>{d.reference}</Table.Td>
                <Table.Td maw={280}>
                  <Text fz="sm" lineClamp={2}>
                    {d.comment}
                  </Text>
                  {d.attachment && (
                    <Anchor
                      component="button"
                      type="button"
                      fz="xs"
                      onClick={() => void openAttachment(d.attachment)}
                    >
                      View attachment
                    </Anchor>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text fz="sm" c="dimmed">
                    {formatDetails(new Date(d.created_at))}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={d.status === 'resolved' ? 'green' : 'orange'} variant="light">
                    {d.status === 'resolved' ? 'Resolved' : 'Open'}
                  </Badge>
                </Table.Td>
                <Table.Td maw={260}>
                  <Text fz="sm" c={d.resolution ? undefined : 'dimmed'}>
                    {d.resolution ?? '—'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
