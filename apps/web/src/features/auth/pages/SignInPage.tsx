import { MSG } from '@app/shared';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { alert, dismissAlert, SIGNED_OUT_ALERT } from '../../../lib/alert.ts';
import { alreadyReported, isApiError } from '../../../lib/api.ts';
import { belowDesktop, PHONE_APP } from '../../../lib/phoneApp.ts';
import { setUser } from '../../../lib/session.ts';
import { loadLogin, useLogin } from '../api/signIn.ts';
import { AuthShell } from '../components/AuthShell.tsx';
import { GoogleButton } from '../components/GoogleButton.tsx';

/** The login failures of SPEC §8, worded as the spec says. */
function loginFailureMessage(error: unknown) {
  if (!isApiError(error)) return MSG.somethingWrong;
  if (error.body.disabled) return MSG.accountDisabled;
  if (error.status === 401) return MSG.loginIncorrect;
  return error.body.message || MSG.somethingWrong;
}

type LoginValues = { email: string; password: string };

/**
 * The form's rules (loginBody, zod) load when the form is first focused, not with the page: on a
 * cheap phone, evaluating zod while the first screen settles would hold up its first tap (issue
 * 14). They arrive while the provider types; a submit waits for them.
 */
let loginRules: ((values: LoginValues) => FormErrors) | undefined;
const loadRules = () =>
  loadLogin().then((module) => {
    loginRules = module.validateLogin;
  });

/** Two fields in plain state: the form library stays off the first download too. */
function useLoginFields() {
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<FormErrors>({});
  const field = (name: keyof LoginValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
      // As a form library does: a field's message goes once it is edited.
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });
  /** The values when they pass the rules, else null with the messages shown. */
  const validated = () => {
    const found = loginRules?.(values) ?? {};
    setErrors(found);
    return Object.values(found).some(Boolean) ? null : values;
  };
  return { field, validated };
}

export default function SignInPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useLoginFields();

  const signIn = async (values: LoginValues) => {
    try {
      const result = await login.send({
        email: values.email.trim().toLowerCase(),
        password: values.password,
      });
      if (!result) return;
      setUser({ userId: result.userId, token: result.token, regStatus: result.registerStatus });
      alert('positive', MSG.signInSuccess);
      // A phone opens the phone app, a page of its own (issue 34); the dashboard stays SPEC's below 1100 px.
      if (result.registerStatus && belowDesktop()) {
        window.location.assign(PHONE_APP);
        return;
      }
      navigate(result.registerStatus ? '/dashboard' : '/register/biz-setup', { replace: true });
    } catch (error) {
      if (alreadyReported(error)) return;
      const message = loginFailureMessage(error);
      // A disabled account was signed out for it: 'Account Disabled' says why, alone ('Kindly login'
      // beside it asked for what cannot be done).
      if (message === MSG.accountDisabled) dismissAlert(SIGNED_OUT_ALERT);
      alert('negative', message);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Without the rules module there is no connection to send the login over either.
    loadRules().then(
      () => {
        const values = form.validated();
        if (values) void signIn(values);
      },
      () => alert('negative', MSG.noInternet),
    );
  };

  return (
    <AuthShell title="Welcome back" subtitle="Sign in to manage your bookings and grow your business.">
      <form onSubmit={submit} onFocusCapture={() => loadRules().catch(() => undefined)} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email address"
            type="email"
            autoComplete="email"
            placeholder="you@business.ng"
            {...form.field('email')}
          />
          <PasswordInput label="Password" autoComplete="current-password" {...form.field('password')} />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={Link} to="/sign-in/forget-password" fz="sm" fw={600}>
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={login.isPending}>
            Sign in
          </Button>
        </Stack>
      </form>
      <GoogleButton />
      <Text ta="center" mt="xl" fz="sm" c="dimmed">
        New here?{' '}
        <Anchor component={Link} to="/register" fw={600}>
          Create an account
        </Anchor>
      </Text>
    </AuthShell>
  );
}
