import { bundleBody, formatNaira } from '@app/shared';
import { Alert, Button, Group, MultiSelect, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Bundle, type Service, useSaveBundle } from '../../../api/catalogue.ts';
import { EditModal, saveAndClose } from '../../../components/EditModal.tsx';
import { num, zodResolver } from '../../../lib/form.ts';

type Values = { name: string; description: string; price: number | string; service_ids: string[] };

const toBody = (v: Values) => ({
  name: v.name,
  description: v.description.trim() || null,
  price: num(v.price),
  service_ids: v.service_ids.map(Number),
});

/** Create or edit a bundle: two or more services sold together, with the saving against their prices. */
export function BundleFormModal({
  opened,
  bundle,
  services,
  onClose,
}: {
  opened: boolean;
  bundle: Bundle | null;
  services: Service[];
  onClose: () => void;
}) {
  return (
    <EditModal opened={opened} onClose={onClose} title={bundle ? 'Edit bundle' : 'New bundle'} size={560}>
      <BundleForm key={bundle?.id ?? 'new'} bundle={bundle} services={services} onDone={onClose} />
    </EditModal>
  );
}

function BundleForm({
  bundle,
  services,
  onDone,
}: {
  bundle: Bundle | null;
  services: Service[];
  onDone: () => void;
}) {
  const save = useSaveBundle();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      name: bundle?.name ?? '',
      description: bundle?.description ?? '',
      price: bundle?.price ?? '',
      service_ids: (bundle?.services ?? []).map((s) => String(s.id)),
    },
    validate: (values) => zodResolver(bundleBody)(toBody(values)),
  });
  const regular = services
    .filter((s) => form.values.service_ids.includes(String(s.id)))
    .reduce((sum, s) => sum + s.price, 0);
  const price = num(form.values.price) ?? 0;
  const saving = regular - price;

  const submit = form.onSubmit((values) =>
    saveAndClose(
      () => save.mutateAsync({ id: bundle?.id ?? null, body: bundleBody.parse(toBody(values)) }),
      bundle ? 'Bundle updated' : 'Bundle added',
      onDone,
      form.setFieldError,
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={bundle ? 'Edit bundle' : 'New bundle'}>
      <Stack gap="md">
        <TextInput
          label="Bundle name"
          placeholder="e.g. Bridal glow package"
          required
          {...form.getInputProps('name')}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxRows={4}
          {...form.getInputProps('description')}
        />
        <MultiSelect
          label="Services in this bundle"
          description="Choose at least two"
          placeholder="Pick services"
          data={services.map((s) => ({ value: String(s.id), label: `${s.name} · ${formatNaira(s.price)}` }))}
          searchable
          clearable
          required
          comboboxProps={{ zIndex: 1000 }}
          {...form.getInputProps('service_ids')}
        />
        <NumberInput
          label="Bundle price"
          prefix="₦"
          thousandSeparator=","
          min={0}
          decimalScale={2}
          required
          {...form.getInputProps('price')}
        />
        {regular > 0 && (
          <Alert
            color={saving > 0 ? 'green' : 'gray'}
            variant="light"
            radius="md"
            data-testid="bundle-saving"
          >
            Regular price {formatNaira(regular)}
            {saving > 0 ? ` · customers save ${formatNaira(saving)}` : ' · no saving yet'}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {bundle ? 'Save changes' : 'Add bundle'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
