import { redactEmail, redactNin, redactPhone, type UserDetails } from '@app/shared';
import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconId, IconMail, IconPhone } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { VerificationKind } from '../../../api/verification.ts';
import { VerifyDialog } from '../../../components/VerifyDialog.tsx';
import classes from './VerificationCard.module.css';

const PERSONAL_SETTINGS = '/dashboard/settings/personal-settings';

type Status = { label: string; color: string };
const VERIFIED: Status = { label: 'Verified', color: 'green' };
const UNVERIFIED: Status = { label: 'Unverified', color: 'yellow' };

function Row({
  id,
  icon,
  label,
  value,
  status,
  action,
}: {
  id: string;
  icon: ReactNode;
  label: string;
  value: string;
  status: Status;
  action?: ReactNode;
}) {
  return (
    <Group wrap="nowrap" gap="sm" py="sm" className={classes.row} data-verification={id}>
      <ThemeIcon size={34} radius="xl" variant="light" color={status.color === 'green' ? 'brand' : 'gray'}>
        {icon}
      </ThemeIcon>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6} justify="space-between" wrap="nowrap">
          <Text fz="sm" fw={600}>
            {label}
          </Text>
          <Badge size="sm" variant="light" color={status.color} data-testid={`${id}-status`}>
            {status.label}
          </Badge>
        </Group>
        <Group gap={6} justify="space-between" wrap="nowrap" mih={22}>
          <Text fz="xs" c="dimmed" ff="monospace" truncate>
            {value}
          </Text>
          {action}
        </Group>
      </div>
    </Group>
  );
}

/**
 * Profile > Verification: the e-mail, phone and NIN checks a withdrawal needs (SPEC §6), each with
 * its status and the next step (the Verify dialogs, or personal settings for the NIN).
 */
export function VerificationCard({ details }: { details: UserDetails }) {
  const [verifying, setVerifying] = useState<VerificationKind | null>(null);
  const nin = details.nin_number;
  const ninStatus: Status = !nin
    ? { label: 'Not added', color: 'red' }
    : details.nationalid_check
      ? VERIFIED
      : { label: 'Pending verification', color: 'yellow' };
  const link = (label: string) => (
    <Button component={Link} to={PERSONAL_SETTINGS} variant="subtle" size="compact-xs">
      {label}
    </Button>
  );
  const verify = (kind: VerificationKind, label: string) => (
    <Button variant="subtle" size="compact-xs" onClick={() => setVerifying(kind)}>
      {label}
    </Button>
  );

  return (
    <Paper withBorder radius="lg" p="xl" shadow="xs" component="section" aria-label="Verification">
      <Title order={2} fz={18}>
        Verification
      </Title>
      <Text c="dimmed" fz="sm" mt={4}>
        Withdrawals need a verified e-mail, phone and NIN.
      </Text>
      <Stack gap={0} mt="sm">
        <Row
          id="email"
          icon={<IconMail size={18} />}
          label="E-mail"
          value={redactEmail(details.email)}
          status={details.email_verify_checker ? VERIFIED : UNVERIFIED}
          action={details.email_verify_checker ? undefined : verify('email', 'Verify e-mail')}
        />
        <Row
          id="phone"
          icon={<IconPhone size={18} />}
          label="Phone"
          value={details.phone_number ? redactPhone(details.phone_number) : 'No phone number'}
          status={details.phone_verify_checker ? VERIFIED : UNVERIFIED}
          action={details.phone_verify_checker ? undefined : verify('phone', 'Verify phone')}
        />
        <Row
          id="nin"
          icon={<IconId size={18} />}
          label="NIN"
          value={nin ? redactNin(nin) : '—'}
          status={ninStatus}
          action={!nin ? link('Add NIN') : details.nationalid_check ? undefined : link('Change NIN')}
        />
      </Stack>
      <VerifyDialog
        kind={verifying}
        onClose={() => setVerifying(null)}
        onVerified={() => setVerifying(null)}
      />
    </Paper>
  );
}
