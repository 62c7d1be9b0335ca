import { codeRule, LIMITS, MSG } from '@app/shared';
import { Anchor, Button, Center, Input, PinInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { alert } from '../../../lib/alert.ts';
import { alreadyReported, isApiError, reportError } from '../../../lib/api.ts';
import { zodResolver } from '../../../lib/form.ts';
import { useCheckToken, useForgetEmail } from '../api/auth.ts';
import { AuthShell } from '../components/AuthShell.tsx';
import { ResendCode } from '../components/ResendCode.tsx';

const codeForm = z.object({ token: codeRule });

/** Forgot-password step 2: the e-mail (from step 1's state) is the `userid` of checktoken. */
export default function EnterTokenPage() {
  const navigate = useNavigate();
  const { email } = useLocation().state as { email: string };
  const check = useCheckToken();
  const resend = useForgetEmail();
  const form = useForm({ initialValues: { token: '' }, validate: zodResolver(codeForm) });

  const submit = form.onSubmit(async ({ token }) => {
    try {
      const result = await check.mutateAsync({ userid: email, token });
      alert('positive', MSG.tokenAccepted);
      navigate('/sign-in/reset-password', { state: { email, reset_token: result.reset_token ?? '' } });
    } catch (error) {
      form.setFieldValue('token', '');
      if (alreadyReported(error)) return;
      const tooMany = isApiError(error) && error.status === 429;
      alert('negative', tooMany ? error.body.message || MSG.tooManyTries : MSG.tokenIncorrect);
    }
  });

  const sendAgain = async () => {
    try {
      const result = await resend.mutateAsync(email);
      alert('positive', result.message || MSG.tokenSentEmail);
      return true;
    } catch (error) {
      reportError(error);
      return false;
    }
  };

  return (
    <AuthShell
      title="Enter your code"
      subtitle={
        <>
          We sent a {LIMITS.codeLength}-digit code to <b>{email}</b>. It expires in 10 minutes.
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Input.Wrapper label="Verification code" error={form.errors.token} labelProps={{ mb: 8 }}>
            {/* Arrived from Send code: focus on the code, not the page. */}
            <PinInput
              autoFocus
              length={LIMITS.codeLength}
              type="number"
              oneTimeCode
              size="lg"
              ariaLabel="Verification code"
              error={Boolean(form.errors.token)}
              {...form.getInputProps('token')}
            />
          </Input.Wrapper>
          <Button type="submit" fullWidth loading={check.isPending}>
            Verify code
          </Button>
          <Center>
            <ResendCode onResend={sendAgain} />
          </Center>
        </Stack>
      </form>
      <Text ta="center" mt="md" fz="sm" c="dimmed">
        Wrong address?{' '}
        <Anchor component={Link} to="/sign-in/forget-password" fw={600}>
          Use another e-mail
        </Anchor>
      </Text>
    </AuthShell>
  );
}
