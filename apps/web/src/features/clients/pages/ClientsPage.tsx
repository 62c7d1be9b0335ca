import { formatDetails, formatNaira } from '@app/shared';
import { Badge, Group, Pagination, Paper, Skeleton, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAddressBook, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useClients } from '../../../api/clients.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { CLIENT_QUERY } from '../../../lib/clientLink.ts';
import { ClientPanel } from '../components/ClientPanel.tsx';

/**
 * Issue 36: the client book — everyone who booked online, by phone or walked in, merged by phone
 * and e-mail, latest first; a row opens the client's panel (?client=<key>, which Appointment
 * Details links to).
 */
export default function ClientsPage() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const clients = useClients(debounced, page);
  const open = params.get(CLIENT_QUERY);
  const show = (key: string | null) =>
    setParams(key ? { [CLIENT_QUERY]: key } : {}, { replace: key == null });
  const pages = clients.data ? Math.ceil(clients.data.total / clients.data.per_page) : 0;
  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs">
      <Group justify="space-between" mb="md">
        <Text fz="sm" c="dimmed">
          {clients.data ? `${clients.data.total} client${clients.data.total === 1 ? '' : 's'}` : ' '}
        </Text>
        <TextInput
          aria-label="Search clients"
          placeholder="Search by name, phone or e-mail"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={320}
        />
      </Group>
      {!clients.data ? (
        clients.isError ? (
          <Text c="dimmed" ta="center" py="xl">
            The clients could not be loaded
          </Text>
        ) : (
          <Skeleton h={320} radius="md" />
        )
      ) : clients.data.clients.length === 0 ? (
        <EmptyState
          icon={<IconAddressBook size={28} />}
          title={debounced ? 'No client matches' : 'No clients yet'}
          text={debounced ? undefined : 'Everyone who books online, by phone or walks in appears here.'}
        />
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Client</Table.Th>
                <Table.Th>Phone</Table.Th>
                <Table.Th ta="right">Visits</Table.Th>
                <Table.Th>Last booking</Table.Th>
                <Table.Th ta="right">Total spent</Table.Th>
                <Table.Th ta="right">Missed</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {clients.data.clients.map((client) => (
                <Table.Tr
                  key={client.key}
                  onClick={() => show(client.key)}
                  style={{ cursor: 'pointer' }}
                  data-client={client.name}
                >
                  <Table.Td>
                    {/* A button for the keyboard; its click reaches the row's. */}
                    <Text
                      component="button"
                      type="button"
                      fw={600}
                      fz="sm"
                      style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer' }}
                    >
                      {client.name}
                    </Text>
                    {client.email && (
                      <Text fz="xs" c="dimmed">
                        {client.email}
                      </Text>
                    )}
                    {client.tags.length > 0 && (
                      <Group gap={4} mt={2}>
                        {client.tags.map((tag) => (
                          <Badge key={tag} variant="light" color="grape" size="xs">
                            {tag}
                          </Badge>
                        ))}
                      </Group>
                    )}
                  </Table.Td>
                  <Table.Td>{client.phone ?? '—'}</Table.Td>
                  <Table.Td ta="right">{client.visits}</Table.Td>
                  <Table.Td>{formatDetails(client.last_booking_at)}</Table.Td>
                  <Table.Td ta="right">{formatNaira(client.total_spent)}</Table.Td>
                  <Table.Td ta="right">
                    {client.no_shows + client.late_cancellations > 0 ? (
                      <Badge color="red" variant="light" size="sm">
                        {client.no_shows} no-show{client.no_shows === 1 ? '' : 's'} ·{' '}
                        {client.late_cancellations} late
                      </Badge>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Group justify="center" mt="md">
          <Pagination total={pages} value={page} onChange={setPage} size="sm" />
        </Group>
      )}
      <ClientPanel clientKey={open} onClose={() => show(null)} />
    </Paper>
  );
}
