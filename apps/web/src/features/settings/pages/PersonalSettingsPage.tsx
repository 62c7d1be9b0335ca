import { GENDERS, MSG, ninBody, personalBody, redactEmail, redactNin, type UserDetails } from '@app/shared';
import { Alert, Badge, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconId, IconPhone } from '@tabler/icons-react';
import { useState } from 'react';
import { useSaveNin, useSavePersonal } from '../../../api/settings.ts';
import { Panel } from '../../../components/Panel.tsx';
import { SaveBar } from '../../../components/SaveBar.tsx';
import { VerifyDialog } from '../../../components/VerifyDialog.tsx';
import { alert } from '../../../lib/alert.ts';
import { showSaveError, zodResolver } from '../../../lib/form.ts';
import { useSession } from '../../../lib/session.ts';
import { NeedsDetails } from '../components/NeedsDetails.tsx';

type Values = { full_name: string; gender: string; phone_number: string };

function Verified({ ok }: { ok: boolean }) {
  return (
    <Badge variant="light" color={ok ? 'green' : 'yellow'}>
      {ok ? 'Verified' : 'Unverified'}
    </Badge>
  );
}

function PersonalForm({ details, onVerifyPhone }: { details: UserDetails; onVerifyPhone: () => void }) {
  const save = useSavePersonal();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      full_name: details.full_name ?? '',
      gender: details.gender ?? '',
      phone_number: details.phone_number ?? '',
    },
    validate: zodResolver(personalBody),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync(personalBody.parse(values));
      alert('positive', answer.message ?? MSG.detailsSaved);
      form.resetDirty();
    } catch (error) {
      showSaveError(error, form.setFieldError);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Personal details">
      <Stack gap="md">
        <SimpleGrid cols={2}>
          <TextInput label="Full name" required maxLength={40} {...form.getInputProps('full_name')} />
          <Select
            label="Gender"
            required
            data={[...GENDERS]}
            allowDeselect={false}
            placeholder="Choose"
            {...form.getInputProps('gender')}
          />
        </SimpleGrid>
        <SimpleGrid cols={2}>
          <TextInput
            label="Phone number"
            required
            inputMode="tel"
            leftSection={<IconPhone size={16} />}
            rightSectionWidth={120}
            rightSection={<Verified ok={details.phone_verify_checker} />}
            description="Changing it means verifying the new number"
            {...form.getInputProps('phone_number')}
          />
          <TextInput
            label="E-mail"
            value={redactEmail(details.email)}
            readOnly
            rightSectionWidth={120}
            rightSection={<Verified ok={details.email_verify_checker} />}
            description="Your sign-in e-mail cannot be changed here"
          />
        </SimpleGrid>
        {!details.phone_verify_checker && (
          <Alert color="yellow" variant="light" radius="md" title="Verify your phone number">
            <Group justify="space-between">
              <Text fz="sm">We send a 6-digit code to {details.phone_number} to confirm it is yours.</Text>
              <Button size="xs" variant="white" onClick={onVerifyPhone}>
                Verify phone
              </Button>
            </Group>
          </Alert>
        )}
        <SaveBar loading={save.isPending} />
      </Stack>
    </form>
  );
}

function NinCard({ details }: { details: UserDetails }) {
  const save = useSaveNin();
  const [editing, setEditing] = useState(!details.nin_number);
  const form = useForm({
    mode: 'controlled',
    initialValues: { nin_number: '' },
    validate: zodResolver(ninBody),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync(ninBody.parse(values));
      alert('positive', answer.message ?? MSG.ninSaved);
      form.reset();
      setEditing(false);
    } catch (error) {
      showSaveError(error, form.setFieldError);
    }
  });

  return (
    <Panel
      title="National Identification Number (NIN)"
      description="Needed, with a verified e-mail and phone, before you can withdraw your earnings."
    >
      {details.nin_number && (
        <Group justify="space-between" mb={editing ? 'md' : 0}>
          <Group gap="sm">
            <IconId size={22} />
            <Text fw={600} ff="monospace" data-testid="nin">
              {redactNin(details.nin_number)}
            </Text>
            <Badge variant="light" color={details.nationalid_check ? 'green' : 'yellow'}>
              {details.nationalid_check ? 'Verified' : 'Pending verification'}
            </Badge>
          </Group>
          {!details.nationalid_check && !editing && (
            <Button variant="subtle" size="xs" onClick={() => setEditing(true)}>
              Change NIN
            </Button>
          )}
        </Group>
      )}
      {editing && !details.nationalid_check && (
        <form onSubmit={submit} noValidate aria-label="Save NIN">
          <Group align="flex-start">
            <TextInput
              label="NIN number"
              placeholder="11 digits, or a 16-character vNIN"
              description="A virtual NIN (NIMC app or USSD) works too"
              maxLength={16}
              w={300}
              {...form.getInputProps('nin_number')}
              onChange={(e) =>
                form.setFieldValue(
                  'nin_number',
                  e.currentTarget.value.replace(/[^A-Za-z0-9]/g, '').toUpperCase(),
                )
              }
            />
            <Button type="submit" mt={30} loading={save.isPending}>
              Save NIN
            </Button>
          </Group>
        </form>
      )}
    </Panel>
  );
}

/** Settings > Personal settings: name, gender, phone (re-verified when changed), e-mail, NIN. */
export default function PersonalSettingsPage() {
  const [verifying, setVerifying] = useState(false);
  const { details } = useSession();
  return (
    <Stack gap="lg">
      <Panel title="Personal details" description="The account holder behind the business.">
        <NeedsDetails>
          {(d) => <PersonalForm key={d.phone_number} details={d} onVerifyPhone={() => setVerifying(true)} />}
        </NeedsDetails>
      </Panel>
      <NeedsDetails>{(d) => <NinCard details={d} />}</NeedsDetails>
      <VerifyDialog
        kind={verifying && details && !details.phone_verify_checker ? 'phone' : null}
        onClose={() => setVerifying(false)}
        onVerified={() => setVerifying(false)}
      />
    </Stack>
  );
}
