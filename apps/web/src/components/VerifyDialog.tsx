import { codeRule, LIMITS, redactEmail, redactPhone } from '@app/shared';
import { Button, Center, Group, Input, Modal, PinInput, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useState } from 'react';
import { useCheckCode, useSendCode, type VerificationKind } from '../api/verification.ts';
import { useSession } from '../lib/session.ts';
import { useResendCountdown } from '../lib/useResendCountdown.ts';

const COPY: Record<VerificationKind, { title: string; what: string; Icon: typeof IconMail }> = {
  email: { title: 'Verify Email', what: 'e-mail address', Icon: IconMail },
  phone: { title: 'Verify Phone', what: 'phone number', Icon: IconPhone },
};

/**
 * SPEC §2 Verify Email / Verify Phone: send a 6-digit code to the account's address, enter it, verify.
 * The e-mail dialog is persistent (no close button, no Escape, no outside click) until verified.
 */
export function VerifyDialog({
  kind,
  onClose,
  onVerified,
}: {
  kind: VerificationKind | null;
  onClose: () => void;
  onVerified: (kind: VerificationKind) => void;
}) {
  const persistent = kind === 'email';
  return (
    <Modal
      opened={kind != null}
      onClose={onClose}
      title={kind ? COPY[kind].title : undefined}
      centered
      radius="lg"
      size={440}
      closeOnClickOutside={!persistent}
      closeOnEscape={!persistent}
      withCloseButton={!persistent}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {kind && <VerifyBody key={kind} kind={kind} onVerified={() => onVerified(kind)} />}
    </Modal>
  );
}

function VerifyBody({ kind, onVerified }: { kind: VerificationKind; onVerified: () => void }) {
  const { user, details } = useSession();
  const { what, Icon } = COPY[kind];
  const target = (kind === 'email' ? details?.email : details?.phone_number) ?? '';
  const shown = kind === 'email' ? redactEmail(target) : redactPhone(target);

  const [sent, setSent] = useState(false);
  const sending = useSendCode();
  const checking = useCheckCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { left, restart } = useResendCountdown(false);

  const send = async () => {
    const ok = await sending.mutateAsync({ kind, target });
    if (ok) {
      setSent(true);
      setCode('');
      setError(null);
      restart();
    }
  };

  const verify = async () => {
    const parsed = codeRule.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    if (user.userId == null) return;
    const ok = await checking.mutateAsync({ kind, userId: user.userId, token: parsed.data });
    if (ok) onVerified();
    else setCode('');
  };

  return (
    <Stack gap="md">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={44} radius="xl" variant="light" color="brand">
          <Icon size={22} />
        </ThemeIcon>
        <div>
          <Text fz="sm">
            {sent
              ? `Enter the ${LIMITS.codeLength}-digit code we sent to`
              : `Verify your ${what}. We will send a ${LIMITS.codeLength}-digit code to`}
          </Text>
          <Text fw={700} fz="sm" data-testid="verify-target">
            {shown}
          </Text>
        </div>
      </Group>

      {!sent ? (
        <Button fullWidth onClick={() => void send()} loading={sending.isPending} disabled={!target}>
          Send code
        </Button>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void verify();
          }}
        >
          <Stack gap="md">
            <Input.Wrapper error={error} styles={{ error: { textAlign: 'center' } }}>
              <Center>
                {/* Mounted by Send code, whose button it replaces: focus goes on to the code, not to the page. */}
                <PinInput
                  autoFocus
                  length={LIMITS.codeLength}
                  type="number"
                  oneTimeCode
                  size="lg"
                  ariaLabel="Verification code"
                  value={code}
                  error={Boolean(error)}
                  onChange={(value) => {
                    setCode(value);
                    setError(null);
                  }}
                />
              </Center>
            </Input.Wrapper>
            <Button
              type="submit"
              fullWidth
              loading={checking.isPending}
              disabled={code.length !== LIMITS.codeLength}
            >
              Verify
            </Button>
            <Center>
              <Button
                variant="subtle"
                onClick={() => void send()}
                disabled={left > 0}
                loading={sending.isPending}
              >
                {left > 0 ? `Resend code in ${left}s` : 'Resend code'}
              </Button>
            </Center>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
