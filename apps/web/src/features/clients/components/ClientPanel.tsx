import { CLIENT_NOTES_LIMITS, type ClientDetail, formatDetails, formatNaira } from '@app/shared';
import {
  Badge,
  Button,
  Drawer,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  TagsInput,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useClient, useSaveClientNotes } from '../../../api/clients.ts';
import { ContactLinks } from '../../../components/ContactLinks.tsx';
import { StatusBadge } from '../../../components/StatusBadge.tsx';

const SOURCE: Record<ClientDetail['history'][number]['source'], string> = {
  online: 'Online',
  walk_in: 'Walk-in',
  phone: 'Phone',
};

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Paper withBorder radius="md" p="xs">
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} data-figure={label}>
        {value}
      </Text>
    </Paper>
  );
}

/** The shop's private notes and tags (allergies, preferences): never shown to the client. */
function Notes({ client }: { client: ClientDetail }) {
  const [notes, setNotes] = useState(client.notes);
  const [tags, setTags] = useState(client.tags);
  const save = useSaveClientNotes();
  const changed = notes !== client.notes || tags.join('\n') !== client.tags.join('\n');
  return (
    <Stack gap="xs">
      <Text fz="xs" c="dimmed">
        Private to your shop: the client never sees these.
      </Text>
      <TagsInput
        label="Tags"
        placeholder="e.g. Allergy: relaxer"
        value={tags}
        onChange={setTags}
        maxTags={CLIENT_NOTES_LIMITS.tags}
        clearable
      />
      <Textarea
        label="Notes"
        value={notes}
        onChange={(e) => setNotes(e.currentTarget.value)}
        autosize
        minRows={3}
        maxLength={CLIENT_NOTES_LIMITS.notes}
      />
      <Group justify="flex-end">
        <Button
          size="xs"
          disabled={!changed}
          loading={save.isPending}
          onClick={() => save.mutate({ key: client.key, body: { notes, tags } })}
        >
          Save notes
        </Button>
      </Group>
    </Stack>
  );
}

/** Every booking of the client, newest first: when, what, with whom, how it ended and what it brought in. */
function History({ client }: { client: ClientDetail }) {
  return (
    <Stack gap={6} aria-label="Visits">
      {client.history.map((visit) => (
        <Paper key={visit.booking_id} withBorder radius="md" p="xs" data-visit={visit.reference}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text fw={600} fz="sm">
                {visit.service_name}
              </Text>
              <Text fz="xs" c="dimmed">
                {formatDetails(visit.starts_at)} · {SOURCE[visit.source]}
                {visit.staff_name && ` · with ${visit.staff_name}`}
                {visit.late_cancellation && ' · late cancellation'}
              </Text>
            </div>
            <Stack gap={2} align="flex-end">
              <StatusBadge status={visit.status} />
              <Text fz="sm" fw={600}>
                {formatNaira(visit.paid)}
              </Text>
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** The panel's content once loaded; exported for the component tests. */
export function ClientBody({ client }: { client: ClientDetail }) {
  return (
    <Stack gap="md">
      <div>
        <Title order={3} fz={20}>
          {client.name}
        </Title>
        {client.tags.length > 0 && (
          <Group gap={4} mt={4}>
            {client.tags.map((tag) => (
              <Badge key={tag} variant="light" color="grape" size="sm">
                {tag}
              </Badge>
            ))}
          </Group>
        )}
      </div>
      <ContactLinks name={client.name} phones={client.phones} emails={client.emails} />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <Figure label="Visits" value={client.visits} />
        <Figure label="Total spent" value={formatNaira(client.total_spent)} />
        <Figure label="No-shows" value={client.no_shows} />
        <Figure label="Late cancellations" value={client.late_cancellations} />
      </SimpleGrid>
      <Notes key={`${client.key}:${client.notes}:${client.tags.join('\n')}`} client={client} />
      <Title order={4} fz={16}>
        History ({client.bookings})
      </Title>
      <History client={client} />
    </Stack>
  );
}

/** Issue 36: one client's record in a drawer over the client book; `clientKey` any of their keys. */
export function ClientPanel({ clientKey, onClose }: { clientKey: string | null; onClose: () => void }) {
  const client = useClient(clientKey);
  return (
    <Drawer
      opened={clientKey != null}
      onClose={onClose}
      position="right"
      size={560}
      title="Client"
      closeButtonProps={{ 'aria-label': 'Close client' }}
    >
      {client.data ? (
        <ClientBody client={client.data} />
      ) : client.isError ? (
        <Text c="dimmed" ta="center" py="xl">
          This client could not be loaded
        </Text>
      ) : (
        <Skeleton h={320} radius="md" />
      )}
    </Drawer>
  );
}
