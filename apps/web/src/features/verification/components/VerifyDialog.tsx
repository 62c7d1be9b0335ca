import { Button, Group, Modal, Text } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import type { VerificationKind } from '../useVerificationPrompt.ts';

const COPY: Record<VerificationKind, { title: string; text: string }> = {
  email: {
    title: 'Verify Email',
    text: 'Your e-mail address is not verified yet. E-mail verification with a 6-digit code is coming soon.',
  },
  phone: {
    title: 'Verify Phone',
    text: 'Your phone number is not verified yet. Phone verification with a 6-digit code is coming soon.',
  },
};

/**
 * PLACEHOLDER for the real Verify Email / Verify Phone dialogs (SPEC §2). Persistent: it closes only
 * with its button. Swap this component behind `useVerificationPrompt` when the code entry lands.
 */
export function VerifyDialog({ kind, onClose }: { kind: VerificationKind | null; onClose: () => void }) {
  const copy = kind ? COPY[kind] : null;
  const Icon = kind === 'phone' ? IconPhone : IconMail;
  return (
    <Modal
      opened={kind != null}
      onClose={onClose}
      title={copy?.title}
      centered
      radius="lg"
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Icon size={28} color="var(--mantine-color-brand-7)" />
        <Text fz="sm">{copy?.text}</Text>
      </Group>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Modal>
  );
}
