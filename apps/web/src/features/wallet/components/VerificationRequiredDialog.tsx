import { MSG } from '@app/shared';
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useWithdrawStep, withdrawFlow } from '../withdrawFlow.ts';

/** SPEC §5 withdrawal: NIN, e-mail and phone must all be verified; OK takes the user to Profile. */
export function VerificationRequiredDialog() {
  const navigate = useNavigate();
  const opened = useWithdrawStep() === 'verify';
  const ok = () => {
    withdrawFlow.close();
    navigate('/dashboard/profile');
  };
  return (
    <Modal
      opened={opened}
      onClose={withdrawFlow.close}
      title="Verification Required"
      centered
      radius="lg"
      size={420}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <ThemeIcon size={44} radius="xl" variant="light" color="brand">
            <IconShieldLock size={24} />
          </ThemeIcon>
          <Text fz="sm">{MSG.verificationRequired}</Text>
        </Group>
        <Group justify="flex-end">
          <Button onClick={ok}>OK</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
