import { DURATION_TYPES, MAX_SERVICE_IMAGES, serviceBody } from '@app/shared';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Image,
  Input,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { alert } from '../../../lib/alert.ts';
import { zodResolver } from '../../../lib/form.ts';
import { acceptableImages, IMAGE_ACCEPT, readAsDataUrl } from '../../../lib/images.ts';
import { num, showSaveError } from '../../settings/formErrors.ts';
import { type Addon, type Service, useSaveService } from '../api/catalogue.ts';
import classes from './Thumbs.module.css';

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
    <Modal
      opened={opened}
      onClose={onClose}
      title={service ? 'Edit service' : 'New service'}
      size={640}
      radius="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened && (
        <ServiceForm key={service?.id ?? 'new'} service={service} addons={addons} onDone={onClose} />
      )}
    </Modal>
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
  const inputId = useId();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initial(service),
    validate: (values) => zodResolver(serviceBody)(toBody(values)),
  });
  const images = form.values.images;
  const room = MAX_SERVICE_IMAGES - images.length;

  const addImages = async (files: FileList | null) => {
    const good = acceptableImages(files);
    if (good.length > room) alert('negative', `You can add at most ${MAX_SERVICE_IMAGES} images`);
    const urls = await Promise.all(good.slice(0, Math.max(room, 0)).map(readAsDataUrl));
    if (urls.length) form.setFieldValue('images', [...images, ...urls]);
  };

  const submit = form.onSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync({
        id: service?.id ?? null,
        body: serviceBody.parse(toBody(values)),
      });
      alert('positive', answer.message ?? (service ? 'Service updated' : 'Service added'));
      onDone();
    } catch (error) {
      showSaveError(error, form.setFieldError);
    }
  });

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
        <Input.Wrapper
          label="Images"
          description={`JPG or PNG, up to 2 MB each, at most ${MAX_SERVICE_IMAGES}${
            service?.images.length ? '. New images replace the current ones.' : ''
          }`}
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
          <SimpleGrid cols={4} spacing="sm" mt={8}>
            {images.map((src, i) => (
              <div key={src.slice(-48) + String(i)} className={classes.thumb}>
                <Image src={src} alt={`Service image ${i + 1}`} h="100%" fit="cover" />
                <ActionIcon
                  className={classes.remove}
                  variant="white"
                  color="red"
                  radius="xl"
                  size="sm"
                  aria-label={`Remove image ${i + 1}`}
                  onClick={() =>
                    form.setFieldValue(
                      'images',
                      images.filter((_, j) => j !== i),
                    )
                  }
                >
                  <IconX size={14} />
                </ActionIcon>
              </div>
            ))}
            {room > 0 && (
              <label htmlFor={inputId} className={classes.drop}>
                <IconPhotoPlus size={24} stroke={1.5} />
                <Text fz="xs" fw={600}>
                  Add image
                </Text>
                <input
                  id={inputId}
                  type="file"
                  accept={IMAGE_ACCEPT}
                  multiple
                  hidden
                  aria-label="Upload service images"
                  onChange={(event) => {
                    void addImages(event.currentTarget.files);
                    event.currentTarget.value = '';
                  }}
                />
              </label>
            )}
          </SimpleGrid>
        </Input.Wrapper>
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
