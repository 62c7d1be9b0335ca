import { formatNaira } from '@app/shared';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  IconClock,
  IconCoin,
  IconHome,
  IconPackage,
  IconPencil,
  IconPlus,
  IconPuzzle,
  IconScissors,
  IconTrash,
  IconVideo,
} from '@tabler/icons-react';
import { useState } from 'react';
import {
  type Addon,
  type Bundle,
  formatDuration,
  type Service,
  useAddons,
  useBundles,
  useDeleteAddon,
  useDeleteBundle,
  useDeleteService,
  useServices,
} from '../../../api/catalogue.ts';
import { ConfirmDelete } from '../../../components/ConfirmDelete.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { PackageNav } from '../../../components/PackageNav.tsx';
import { alert } from '../../../lib/alert.ts';
import { reportError } from '../../../lib/api.ts';
import { priceLabel } from '../../../lib/priceLabel.ts';
import { AddonFormModal } from '../components/AddonFormModal.tsx';
import { BundleFormModal } from '../components/BundleFormModal.tsx';
import { depositLabel } from '../components/DepositFields.tsx';
import classes from '../components/ServiceCover.module.css';
import { ServiceFormModal } from '../components/ServiceFormModal.tsx';

type Editing<T> = { open: boolean; item: T | null };
const closed = { open: false, item: null };

function useDeleter(remove: {
  mutateAsync: (id: number) => Promise<{ message?: string }>;
  isPending: boolean;
}) {
  const [target, setTarget] = useState<{ id: number; name: string } | null>(null);
  const run = async () => {
    if (!target) return;
    try {
      const answer = await remove.mutateAsync(target.id);
      alert('positive', answer.message ?? `${target.name} deleted`);
      setTarget(null);
    } catch (error) {
      reportError(error);
      setTarget(null);
    }
  };
  const dialog = (
    <ConfirmDelete
      what={target?.name ?? ''}
      opened={target != null}
      loading={remove.isPending}
      onCancel={() => setTarget(null)}
      onConfirm={() => void run()}
    />
  );
  return { ask: setTarget, dialog };
}

function ServiceCard({
  service,
  onEdit,
  onDelete,
}: {
  service: Service;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const cover = service.images[0];
  const deposit = depositLabel(service);
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" data-service={service.name}>
      <Card.Section>
        {cover ? (
          <Image src={cover} alt={service.name} h={150} fit="cover" />
        ) : (
          <div className={classes.cover}>
            <IconScissors size={40} stroke={1.3} />
          </div>
        )}
      </Card.Section>
      <Stack gap={6} mt="md" style={{ flex: 1 }}>
        <Text fw={700} fz="lg" lineClamp={1} title={service.name}>
          {service.name}
        </Text>
        <Group justify="space-between" wrap="nowrap">
          <Group gap={6} wrap="nowrap">
            <IconClock size={16} color="var(--mantine-color-dimmed)" />
            <Text fz="sm" c="dimmed">
              {formatDuration(service.duration_minutes)} · {service.duration_type}
            </Text>
          </Group>
          <Text fw={700} c="brand.7" style={{ whiteSpace: 'nowrap' }}>
            {service.duration_type === "don't show" ? 'Price hidden' : priceLabel(service)}
          </Text>
        </Group>
        {service.description && (
          <Text fz="sm" c="dimmed" lineClamp={2}>
            {service.description}
          </Text>
        )}
        <Group gap={6} mt={4}>
          {deposit && (
            <Badge variant="light" color="brand" leftSection={<IconCoin size={12} />}>
              {deposit}
            </Badge>
          )}
          {service.home_service && (
            <Badge variant="light" color="teal" leftSection={<IconHome size={12} />}>
              Home service
            </Badge>
          )}
          {service.virtual_appointment && (
            <Badge variant="light" color="blue" leftSection={<IconVideo size={12} />}>
              Virtual
            </Badge>
          )}
          {service.addons.length > 0 && (
            <Badge variant="light" color="gray">
              {service.addons.length} add-on{service.addons.length === 1 ? '' : 's'}
            </Badge>
          )}
        </Group>
      </Stack>
      <Group justify="flex-end" gap="xs" mt="md">
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPencil size={14} />}
          onClick={onEdit}
          aria-label={`Edit ${service.name}`}
        >
          Edit
        </Button>
        <Button
          variant="subtle"
          color="red"
          size="xs"
          leftSection={<IconTrash size={14} />}
          onClick={onDelete}
          aria-label={`Delete ${service.name}`}
        >
          Delete
        </Button>
      </Group>
    </Card>
  );
}

function ServicesTab() {
  const services = useServices();
  const addons = useAddons();
  const [editing, setEditing] = useState<Editing<Service>>(closed);
  const deleter = useDeleter(useDeleteService());
  const list = services.data ?? [];

  return (
    <>
      <Group justify="space-between" mb="lg">
        <Text c="dimmed">
          {list.length} service{list.length === 1 ? '' : 's'} on your shop
        </Text>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ open: true, item: null })}>
          Add service
        </Button>
      </Group>
      {services.isLoading ? (
        <SimpleGrid cols={3} spacing="lg">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={300} radius="lg" />
          ))}
        </SimpleGrid>
      ) : list.length === 0 ? (
        <EmptyState
          icon={<IconScissors size={28} />}
          order={2}
          title="No services yet"
          text="Add the services customers can book, with their duration and price."
        />
      ) : (
        <SimpleGrid cols={{ base: 2, lg: 3 }} spacing="lg">
          {list.map((service) => (
            <ServiceCard
              key={service.id}
              service={service}
              onEdit={() => setEditing({ open: true, item: service })}
              onDelete={() => deleter.ask({ id: service.id, name: service.name })}
            />
          ))}
        </SimpleGrid>
      )}
      <ServiceFormModal
        opened={editing.open}
        service={editing.item}
        addons={addons.data ?? []}
        onClose={() => setEditing(closed)}
      />
      {deleter.dialog}
    </>
  );
}

function BundlesTab() {
  const bundles = useBundles();
  const services = useServices();
  const [editing, setEditing] = useState<Editing<Bundle>>(closed);
  const deleter = useDeleter(useDeleteBundle());
  const list = bundles.data ?? [];
  const enoughServices = (services.data ?? []).length >= 2;

  return (
    <>
      <Group justify="space-between" mb="lg">
        <Text c="dimmed">Sell two or more services together at a better price.</Text>
        <Tooltip label="Add at least two services first" disabled={enoughServices}>
          <Button
            leftSection={<IconPlus size={18} />}
            disabled={!enoughServices}
            onClick={() => setEditing({ open: true, item: null })}
          >
            Add bundle
          </Button>
        </Tooltip>
      </Group>
      {bundles.isLoading ? (
        <Skeleton h={160} radius="lg" />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<IconPackage size={28} />}
          order={2}
          title="No bundles yet"
          text="Bundles group services (say, wash, braids and a manicure) for one price."
        />
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          {list.map((bundle) => {
            const saving = bundle.regular_price - bundle.price;
            return (
              <Paper key={bundle.id} withBorder radius="lg" p="lg" shadow="xs" data-bundle={bundle.name}>
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <div>
                    <Text fw={700} fz="lg">
                      {bundle.name}
                    </Text>
                    {bundle.description && (
                      <Text fz="sm" c="dimmed" lineClamp={2}>
                        {bundle.description}
                      </Text>
                    )}
                  </div>
                  <Stack gap={0} align="flex-end">
                    <Text fw={700} c="brand.7" fz="lg">
                      {formatNaira(bundle.price)}
                    </Text>
                    {bundle.regular_price > bundle.price && (
                      <Text fz="sm" c="dimmed" td="line-through">
                        {formatNaira(bundle.regular_price)}
                      </Text>
                    )}
                  </Stack>
                </Group>
                <Group gap={6} mt="sm">
                  {bundle.services.map((s) => (
                    <Badge key={s.id} variant="light" color="brand">
                      {s.name}
                    </Badge>
                  ))}
                </Group>
                <Group justify="space-between" mt="md">
                  {saving > 0 ? (
                    <Badge color="green" variant="light" size="lg">
                      Save {formatNaira(saving)}
                    </Badge>
                  ) : (
                    <span />
                  )}
                  <Group gap="xs">
                    <Button
                      variant="light"
                      size="xs"
                      leftSection={<IconPencil size={14} />}
                      aria-label={`Edit ${bundle.name}`}
                      onClick={() => setEditing({ open: true, item: bundle })}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      leftSection={<IconTrash size={14} />}
                      aria-label={`Delete ${bundle.name}`}
                      onClick={() => deleter.ask({ id: bundle.id, name: bundle.name })}
                    >
                      Delete
                    </Button>
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </SimpleGrid>
      )}
      <BundleFormModal
        opened={editing.open}
        bundle={editing.item}
        services={services.data ?? []}
        onClose={() => setEditing(closed)}
      />
      {deleter.dialog}
    </>
  );
}

function AddonsTab() {
  const addons = useAddons();
  const [editing, setEditing] = useState<Editing<Addon>>(closed);
  const deleter = useDeleter(useDeleteAddon());
  const list = addons.data ?? [];

  return (
    <>
      <Group justify="space-between" mb="lg">
        <Text c="dimmed">Extras customers can add when they book a service.</Text>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ open: true, item: null })}>
          Add add-on
        </Button>
      </Group>
      {addons.isLoading ? (
        <Skeleton h={160} radius="lg" />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<IconPuzzle size={28} />}
          order={2}
          title="No add-ons yet"
          text="Add-ons are small extras, like a hair wash or nail art, with their own price and time."
        />
      ) : (
        <Paper withBorder radius="lg" shadow="xs">
          <Table verticalSpacing="md" horizontalSpacing="lg" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Add-on</Table.Th>
                <Table.Th>Extra time</Table.Th>
                <Table.Th>Price</Table.Th>
                <Table.Th w={120} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((addon) => (
                <Table.Tr key={addon.id} data-addon={addon.name}>
                  <Table.Td fw={600}>{addon.name}</Table.Td>
                  <Table.Td>{addon.duration_minutes ? formatDuration(addon.duration_minutes) : '—'}</Table.Td>
                  <Table.Td>{formatNaira(addon.price)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Edit ${addon.name}`}
                        onClick={() => setEditing({ open: true, item: addon })}
                      >
                        <IconPencil size={18} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${addon.name}`}
                        onClick={() => deleter.ask({ id: addon.id, name: addon.name })}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      <AddonFormModal opened={editing.open} addon={editing.item} onClose={() => setEditing(closed)} />
      {deleter.dialog}
    </>
  );
}

/** Package > Services: the catalogue customers book from (services, bundles, add-ons). */
export default function ServicesPage() {
  return (
    <Stack gap="lg" maw={1200}>
      <PackageNav />
      <Paper withBorder radius="lg" p="xl" shadow="xs">
        <Tabs defaultValue="services" keepMounted={false}>
          <Tabs.List mb="lg">
            <Tabs.Tab value="services" leftSection={<IconScissors size={16} />}>
              Services
            </Tabs.Tab>
            <Tabs.Tab value="bundles" leftSection={<IconPackage size={16} />}>
              Bundles
            </Tabs.Tab>
            <Tabs.Tab value="addons" leftSection={<IconPuzzle size={16} />}>
              Add-ons
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="services">
            <ServicesTab />
          </Tabs.Panel>
          <Tabs.Panel value="bundles">
            <BundlesTab />
          </Tabs.Panel>
          <Tabs.Panel value="addons">
            <AddonsTab />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}
