import { type StaffBody, staffBody } from '@app/shared';
import {
  ActionIcon,
  Avatar,
  Button,
  FileButton,
  Group,
  MultiSelect,
  Pill,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconUpload, IconX } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useServices } from '../../../api/catalogue.ts';
import { useBusinessHours } from '../../../api/settings.ts';
import { type StaffMember, useSaveStaff, useStaffPhoto } from '../../../api/staff.ts';
import { EditModal, saveAndClose } from '../../../components/EditModal.tsx';
import { toWeek, toWeekRows, WeekFields, type WeekRow, weekErrors } from '../../../components/WeekFields.tsx';
import { zodResolver } from '../../../lib/form.ts';
import { acceptableImages, IMAGE_ACCEPT, readAsDataUrl } from '../../../lib/images.ts';

type Values = {
  name: string;
  active: boolean;
  service_ids: string[];
  rows: WeekRow[];
  days_off: string[];
};

const toBody = (v: Values): StaffBody => ({
  name: v.name,
  active: v.active,
  service_ids: v.service_ids.map(Number),
  days: toWeek(v.rows),
  days_off: v.days_off,
});

/** The shared schema's messages, a week's under its weekday rows ('rows.2.close_time'). */
const validate = (values: Values) => weekErrors(zodResolver(staffBody)(toBody(values)), values.rows);

/** Add or edit a team member: name, services, their week with breaks, days off, and photo. */
export function StaffFormModal({
  opened,
  member,
  onClose,
}: {
  opened: boolean;
  member: StaffMember | null;
  onClose: () => void;
}) {
  return (
    <EditModal
      opened={opened}
      onClose={onClose}
      title={member ? `Edit ${member.name}` : 'Add team member'}
      size={760}
    >
      <StaffFormLoaded member={member} onDone={onClose} />
    </EditModal>
  );
}

/** A new member starts on the business's own week: the form waits for it (a failed read starts empty). */
function StaffFormLoaded({ member, onDone }: { member: StaffMember | null; onDone: () => void }) {
  const businessHours = useBusinessHours();
  if (!member && businessHours.isPending) return <Skeleton h={420} radius="md" />;
  return (
    <StaffForm
      key={member?.id ?? 'new'}
      member={member}
      week={member?.days ?? businessHours.data ?? []}
      onDone={onDone}
    />
  );
}

function StaffForm({
  member,
  week,
  onDone,
}: {
  member: StaffMember | null;
  week: Parameters<typeof toWeekRows>[0];
  onDone: () => void;
}) {
  const save = useSaveStaff();
  const services = useServices();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      name: member?.name ?? '',
      active: member?.active ?? true,
      service_ids: (member?.service_ids ?? []).map(String),
      rows: toWeekRows(week),
      days_off: member?.days_off ?? [],
    },
    validate,
  });
  const [dayOff, setDayOff] = useState('');

  const submit = form.onSubmit((values) =>
    saveAndClose(
      () => save.mutateAsync({ id: member?.id ?? null, body: toBody(values) }),
      member ? 'Team member saved' : 'Team member added',
      onDone,
      form.setFieldError,
    ),
  );
  const addDayOff = () => {
    if (!dayOff || form.values.days_off.includes(dayOff)) return;
    form.setFieldValue('days_off', [...form.values.days_off, dayOff].sort());
    setDayOff('');
  };

  return (
    <form onSubmit={submit} noValidate aria-label={member ? 'Edit team member' : 'New team member'}>
      <Stack gap="md">
        {member && <PhotoField member={member} />}
        <Group align="flex-end" grow>
          <TextInput label="Name" placeholder="e.g. Ada Obi" required {...form.getInputProps('name')} />
          <Switch
            label="Takes bookings"
            description="Off: kept on the team, offered to no one"
            {...form.getInputProps('active', { type: 'checkbox' })}
          />
        </Group>
        <MultiSelect
          label="Services they perform"
          placeholder={services.data?.length ? 'Choose services' : 'Add services first'}
          data={(services.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          searchable
          comboboxProps={{ zIndex: 1000 }}
          {...form.getInputProps('service_ids')}
        />
        <div>
          <Text fw={600} fz="sm">
            Working hours
          </Text>
          <Text fz="xs" c="dimmed">
            Customers can book them only when the business is open too.
          </Text>
          <WeekFields
            form={form}
            openLabel="Working"
            closedLabel="Off"
            closed={(name) => `Not working on ${name}s.`}
          />
        </div>
        <div>
          <Group align="flex-end" gap="sm">
            <TextInput
              type="date"
              label="Days off"
              aria-label="Day off"
              value={dayOff}
              onChange={(e) => setDayOff(e.currentTarget.value)}
              w={200}
            />
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={addDayOff}>
              Add day off
            </Button>
          </Group>
          <Pill.Group mt="xs" role="group" aria-label="Days off">
            {form.values.days_off.map((date) => (
              <Pill
                key={date}
                withRemoveButton
                removeButtonProps={{ 'aria-label': `Remove day off ${date}` }}
                onRemove={() =>
                  form.setFieldValue(
                    'days_off',
                    form.values.days_off.filter((d) => d !== date),
                  )
                }
              >
                {dayjs(date).format('ddd, DD MMM YYYY')}
              </Pill>
            ))}
          </Pill.Group>
          {form.errors.days_off && (
            <Text c="red" fz="sm" role="alert">
              {form.errors.days_off}
            </Text>
          )}
        </div>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {member ? 'Save' : 'Add member'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The member's photo, uploaded or removed at once (cut square by the server). */
function PhotoField({ member }: { member: StaffMember }) {
  const photo = useStaffPhoto(member.id);
  const pick = async (file: File | null) => {
    const [image] = acceptableImages(file ? [file] : null);
    if (image) photo.send(await readAsDataUrl(image));
  };
  return (
    <Group gap="md">
      <Avatar
        src={member.photo}
        alt={member.name}
        size={64}
        radius="xl"
        name={member.name}
        color="initials"
      />
      <FileButton onChange={(file) => void pick(file)} accept={IMAGE_ACCEPT}>
        {(props) => (
          <Button
            {...props}
            variant="light"
            size="xs"
            leftSection={<IconUpload size={14} />}
            loading={photo.isPending}
          >
            {member.photo ? 'Change photo' : 'Add photo'}
          </Button>
        )}
      </FileButton>
      {member.photo && (
        <ActionIcon variant="subtle" color="red" aria-label="Remove photo" onClick={() => photo.send(null)}>
          <IconX size={16} />
        </ActionIcon>
      )}
    </Group>
  );
}
