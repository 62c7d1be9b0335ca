import { MSG, signUpStepOneForm } from '@app/shared';
import { Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import { alert } from '../../../lib/alert.ts';
import { isApiError, reportError } from '../../../lib/api.ts';
import { zodResolver } from '../../../lib/form.ts';
import { useCheckEmail } from '../api/auth.ts';
import { GoogleButton } from './GoogleButton.tsx';

type Props = { initialEmail: string; onNext: (email: string) => void };

/** Step 1: the e-mail must be new (checkemail answers 401 for a new one). */
export function SignUpStepOne({ initialEmail, onNext }: Props) {
  const navigate = useNavigate();
  const checkEmail = useCheckEmail();
  const form = useForm({
    initialValues: { email: initialEmail, terms: initialEmail !== '' },
    validate: zodResolver(signUpStepOneForm),
  });

  const submit = form.onSubmit(async ({ email }) => {
    const normalised = email.trim().toLowerCase();
    try {
      await checkEmail.mutateAsync(normalised);
      alert('negative', MSG.accountExists);
      navigate('/sign-in');
    } catch (error) {
      if (isApiError(error) && error.status === 401) onNext(normalised);
      else reportError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email address"
          placeholder="you@business.ng"
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        {/* The terms open in a new tab: the e-mail typed here stays. */}
        <Checkbox
          label={
            <Text component="span" fz="sm">
              I agree to the{' '}
              <Anchor component={Link} to="/terms" target="_blank" fw={600}>
                terms and conditions
              </Anchor>
            </Text>
          }
          {...form.getInputProps('terms', { type: 'checkbox' })}
        />
        <Button type="submit" fullWidth loading={checkEmail.isPending}>
          Continue
        </Button>
      </Stack>
      <GoogleButton />
      <Text ta="center" mt="xl" fz="sm" c="dimmed">
        Already have an account?{' '}
        <Anchor component={Link} to="/sign-in" fw={600}>
          Sign in
        </Anchor>
      </Text>
      <Text ta="center" mt="xs" fz="sm">
        <Anchor component={Link} to="/privacy" target="_blank" fw={600}>
          Privacy policy
        </Anchor>
      </Text>
    </form>
  );
}
