import { type DepositType, DURATION_TYPES, MAX_SERVICE_IMAGES, serviceBody } from '@app/shared';
import {
  Button,
  Checkbox,
  Group,
  Image,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Addon, type Service, useSaveService } from '../../../api/catalogue.ts';
import { EditModal, saveAndClose } from '../../../components/EditModal.tsx';
import { ImagePicker } from '../../../components/ImagePicker.tsx';
import { num, zodResolver } from '../../../lib/form.ts';
import { DepositFields } from './DepositFields.tsx';

export const DURATION_LABELS: Record<(typeof DURATION_TYPES)[number], string> = {
  Fixed: 'Fixed price',
  'Starts at': 'Starts at (price is a minimum)',
  varies: 'Price varies',
  "don't show": "Don't show the price",
};

type Values = {
  name: string;
  category: string;
  description: string;
  duration_hours: number | string;
  duration_minutes: number | string;
  duration_type: string;
  price: number | string;
  virtual_appointment: boolean;
  home_service: boolean;
  images: string[];
  addon_ids: string[];
  deposit_type: DepositType;
  deposit_value: number | string;
};

const toBody = (v: Values) => ({
  name: v.name,
  category: v.category.trim() || null,
  description: v.description.trim() || null,
  duration_hours: num(v.duration_hours),
  duration_minutes: num(v.duration_minutes),
  duration_type: v.duration_type,
  price: num(v.price),
  virtual_appointment: v.virtual_appointment,
  home_service: v.home_service,
  images: v.images,
  addon_ids: v.addon_ids.map(Number),
  deposit_type: v.deposit_type,
  deposit_value: v.deposit_type === 'none' ? 0 : num(v.deposit_value),
});

function initial(service: Service | null): Values {
  return {
    name: service?.name ?? '',
    category: service?.category ?? '',
    description: service?.description ?? '',
    duration_hours: service?.duration_hours ?? 1,
    duration_minutes: service?.duration_mins ?? 0,
    duration_type: service?.duration_type ?? 'Fixed',
    price: service?.price ?? '',
    virtual_appointment: service?.virtual_appointment ?? false,
    home_service: service?.home_service ?? false,
    images: [],
    addon_ids: (service?.addons ?? []).map((a) => String(a.id)),
    deposit_type: service?.deposit_type ?? 'none',
    deposit_value: service && service.deposit_type !== 'none' ? service.deposit_value : '',
  };
}

/** Create or edit a service: every field of the services call, validated with the shared schema. */
export function ServiceFormModal({
  opened,
  service,
  addons,
  onClose,
}: {
  opened: boolean;
  service: Service | null;
  addons: Addon[];
  onClose: () => void;
}) {
  return (
    <EditModal opened={opened} onClose={onClose} title={service ? 'Edit service' : 'New service'} size={640}>
      <ServiceForm key={service?.id ?? 'new'} service={service} addons={addons} onDone={onClose} />
    </EditModal>
  );
}

function ServiceForm({
  service,
  addons,
  onDone,
}: {
  service: Service | null;
  addons: Addon[];
  onDone: () => void;
}) {
  const save = useSaveService();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initial(service),
    validate: (values) => zodResolver(serviceBody)(toBody(values)),
  });
  const images = form.values.images;

  const submit = form.onSubmit((values) =>
    saveAndClose(
      () => save.mutateAsync({ id: service?.id ?? null, body: serviceBody.parse(toBody(values)) }),
      service ? 'Service updated' : 'Service added',
      onDone,
      form.setFieldError,
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={service ? 'Edit service' : 'New service'}>
      <Stack gap="md">
        <TextInput
          label="Service name"
          placeholder="e.g. Knotless braids"
          required
          {...form.getInputProps('name')}
        />
        <TextInput label="Category" placeholder="e.g. Hair" {...form.getInputProps('category')} />
        <Textarea
          label="Description"
          placeholder="What the customer gets"
          autosize
          minRows={2}
          maxRows={5}
          {...form.getInputProps('description')}
        />
        <Group grow align="flex-start">
          <NumberInput
            label="Hours"
            min={0}
            max={12}
            allowDecimal={false}
            {...form.getInputProps('duration_hours')}
          />
          <NumberInput
            label="Minutes"
            min={0}
            max={59}
            step={5}
            allowDecimal={false}
            {...form.getInputProps('duration_minutes')}
          />
        </Group>
        <Group grow align="flex-start">
          <Select
            label="Duration type"
            description="How the price is shown to customers"
            data={DURATION_TYPES.map((t) => ({ value: t, label: DURATION_LABELS[t] }))}
            allowDeselect={false}
            comboboxProps={{ zIndex: 1000 }}
            {...form.getInputProps('duration_type')}
          />
          <NumberInput
            label="Price"
            description="In naira"
            prefix="₦"
            thousandSeparator=","
            min={0}
            decimalScale={2}
            required
            {...form.getInputProps('price')}
          />
        </Group>
        <Group gap="xl">
          <Checkbox
            label="Home service available"
            {...form.getInputProps('home_service', { type: 'checkbox' })}
          />
          <Checkbox
            label="Virtual appointment"
            {...form.getInputProps('virtual_appointment', { type: 'checkbox' })}
          />
        </Group>
        <DepositFields
          type={form.values.deposit_type}
          onTypeChange={(type) => {
            // A sum in naira means nothing as a percent (and back): the vendor types the new one.
            form.setFieldValue('deposit_type', type);
            form.setFieldValue('deposit_value', '');
            form.clearFieldError('deposit_value');
          }}
          price={form.values.price}
          valueProps={form.getInputProps('deposit_value')}
        />
        <MultiSelect
          label="Add-ons"
          placeholder={
            addons.length ? 'Choose add-ons customers can pick' : 'Create add-ons in the Add-ons tab'
          }
          data={addons.map((a) => ({ value: String(a.id), label: a.name }))}
          disabled={!addons.length}
          clearable
          comboboxProps={{ zIndex: 1000 }}
          {...form.getInputProps('addon_ids')}
        />
        <ImagePicker
          value={images}
          onChange={(next) => form.setFieldValue('images', next)}
          max={MAX_SERVICE_IMAGES}
          subject="Service"
          note={service?.images.length ? 'New images replace the current ones.' : undefined}
          error={form.errors.images}
        >
          {service && service.images.length > 0 && images.length === 0 && (
            <Group gap="xs" mt={8}>
              {service.images.map((src, i) => (
                <Image
                  key={src}
                  src={src}
                  alt={`Current image ${i + 1}`}
                  w={64}
                  h={64}
                  radius="md"
                  fit="cover"
                />
              ))}
              <Text fz="xs" c="dimmed">
                Current images are kept
              </Text>
            </Group>
          )}
        </ImagePicker>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {service ? 'Save changes' : 'Add service'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
