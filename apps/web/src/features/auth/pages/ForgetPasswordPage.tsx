import { emailBody, MSG } from '@app/shared';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import { alert } from '../../../lib/alert.ts';
import { reportError } from '../../../lib/api.ts';
import { zodResolver } from '../../../lib/form.ts';
import { useForgetEmail } from '../api/auth.ts';
import { AuthShell } from '../components/AuthShell.tsx';

/** Forgot-password step 1: send a code to the e-mail, then go on to enter it. */
export default function ForgetPasswordPage() {
  const navigate = useNavigate();
  const send = useForgetEmail();
  const form = useForm({ initialValues: { email: '' }, validate: zodResolver(emailBody) });

  const submit = form.onSubmit(async ({ email }) => {
    const normalised = email.trim().toLowerCase();
    try {
      const result = await send.mutateAsync(normalised);
      alert('positive', result.message || MSG.tokenSentEmail);
      navigate('/sign-in/enter-token', { state: { email: normalised } });
    } catch (error) {
      reportError(error);
    }
  });

  return (
    <AuthShell
      title="Forgot your password?"
      subtitle="Enter the e-mail address of your account and we will send you a 6-digit code."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email address"
            type="email"
            autoComplete="email"
            placeholder="you@business.ng"
            {...form.getInputProps('email')}
          />
          <Button type="submit" fullWidth loading={send.isPending}>
            Send code
          </Button>
        </Stack>
      </form>
      <Text ta="center" mt="xl" fz="sm" c="dimmed">
        Remembered it?{' '}
        <Anchor component={Link} to="/sign-in" fw={600}>
          Back to sign in
        </Anchor>
      </Text>
    </AuthShell>
  );
}
