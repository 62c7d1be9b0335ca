import { MSG, resetPasswordForm } from '@app/shared';
import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLocation, useNavigate } from 'react-router';
import { alert } from '../../../lib/alert.ts';
import { alreadyReported, isApiError } from '../../../lib/api.ts';
import { applyServerErrors, zodResolver } from '../../../lib/form.ts';
import { useResetPassword } from '../api/auth.ts';
import { AuthShell } from '../components/AuthShell.tsx';
import { PasswordFields } from '../components/PasswordFields.tsx';

/** Forgot-password step 3: the one-time reset ticket from step 2 authorises the new password. */
export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const { reset_token } = useLocation().state as { reset_token: string };
  const reset = useResetPassword();
  const form = useForm({
    initialValues: { password: '', cPassword: '' },
    validate: zodResolver(resetPasswordForm),
  });

  const submit = form.onSubmit(async ({ password, cPassword }) => {
    try {
      const result = await reset.mutateAsync({ reset_token, password, c_password: cPassword });
      alert('positive', result.message || MSG.passwordReset);
      navigate('/sign-in', { replace: true });
    } catch (error) {
      if (alreadyReported(error)) return;
      if (applyServerErrors(error, form.setFieldError, { c_password: 'cPassword' })) return;
      // Any other refusal means the ticket is spent or expired: the flow has to start again.
      alert('negative', (isApiError(error) && error.body.message) || MSG.resetExpired);
      navigate('/sign-in/forget-password', { replace: true });
    }
  });

  return (
    <AuthShell title="Set a new password" subtitle="Choose a strong password you have not used before.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordFields form={form} passwordLabel="New password" />
          <Button type="submit" fullWidth loading={reset.isPending}>
            Reset password
          </Button>
        </Stack>
      </form>
    </AuthShell>
  );
}
