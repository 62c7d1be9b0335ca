import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

type Values = { password: string; cPassword: string };

/** New password and its confirmation; PasswordInput carries the show/hide toggle. */
export function PasswordFields<T extends Values>({
  form,
  passwordLabel = 'Password',
}: {
  form: UseFormReturnType<T>;
  passwordLabel?: string;
}) {
  return (
    <>
      <PasswordInput
        label={passwordLabel}
        autoComplete="new-password"
        description="At least 6 characters with upper and lower case letters, a digit and a symbol"
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        {...form.getInputProps('cPassword')}
      />
    </>
  );
}
