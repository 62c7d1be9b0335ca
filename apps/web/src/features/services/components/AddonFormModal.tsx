import { addonBody } from '@app/shared';
import { Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Addon, useSaveAddon } from '../../../api/catalogue.ts';
import { EditModal, saveAndClose } from '../../../components/EditModal.tsx';
import { num, zodResolver } from '../../../lib/form.ts';

type Values = { name: string; price: number | string; duration_minutes: number | string };
const toBody = (v: Values) => ({
  name: v.name,
  price: num(v.price),
  duration_minutes: num(v.duration_minutes),
});

/** Create or edit an add-on: an extra a customer can add to a service. */
export function AddonFormModal({
  opened,
  addon,
  onClose,
}: {
  opened: boolean;
  addon: Addon | null;
  onClose: () => void;
}) {
  return (
    <EditModal opened={opened} onClose={onClose} title={addon ? 'Edit add-on' : 'New add-on'} size={460}>
      <AddonForm key={addon?.id ?? 'new'} addon={addon} onDone={onClose} />
    </EditModal>
  );
}

function AddonForm({ addon, onDone }: { addon: Addon | null; onDone: () => void }) {
  const save = useSaveAddon();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      name: addon?.name ?? '',
      price: addon?.price ?? '',
      duration_minutes: addon?.duration_minutes ?? 0,
    },
    validate: (values) => zodResolver(addonBody)(toBody(values)),
  });

  const submit = form.onSubmit((values) =>
    saveAndClose(
      () => save.mutateAsync({ id: addon?.id ?? null, body: addonBody.parse(toBody(values)) }),
      addon ? 'Add-on updated' : 'Add-on added',
      onDone,
      form.setFieldError,
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={addon ? 'Edit add-on' : 'New add-on'}>
      <Stack gap="md">
        <TextInput
          label="Add-on name"
          placeholder="e.g. Hair wash"
          required
          {...form.getInputProps('name')}
        />
        <NumberInput
          label="Price"
          prefix="₦"
          thousandSeparator=","
          min={0}
          decimalScale={2}
          required
          {...form.getInputProps('price')}
        />
        <NumberInput
          label="Extra time (minutes)"
          min={0}
          max={600}
          step={5}
          allowDecimal={false}
          {...form.getInputProps('duration_minutes')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {addon ? 'Save changes' : 'Add add-on'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
