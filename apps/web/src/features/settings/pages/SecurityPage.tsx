import { changePasswordBody, LIMITS } from '@app/shared';
import { List, PasswordInput, Stack, Text, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconPoint } from '@tabler/icons-react';
import { useChangePassword } from '../../../api/settings.ts';
import { Panel } from '../../../components/Panel.tsx';
import { SaveBar } from '../../../components/SaveBar.tsx';
import { alert } from '../../../lib/alert.ts';
import { showSaveError, zodResolver } from '../../../lib/form.ts';
import { SecurityLogPanel, SessionsPanel } from '../components/AccountSecurity.tsx';

const RULES: { label: string; test: (p: string) => boolean }[] = [
  { label: `At least ${LIMITS.passwordMin} characters`, test: (p) => p.length >= LIMITS.passwordMin },
  { label: 'An uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { label: 'A lowercase letter', test: (p) => /[a-z]/.test(p) },
  { label: 'A digit', test: (p) => /[0-9]/.test(p) },
  { label: 'A special character', test: (p) => /[^A-Za-z0-9]/.test(p) },
];

/**
 * Settings > Security: change the password (other devices are signed out), the devices signed in
 * and the security log (issue 37).
 */
export default function SecurityPage() {
  const save = useChangePassword();
  const form = useForm({
    mode: 'controlled',
    initialValues: { current_password: '', password: '', c_password: '' },
    validate: zodResolver(changePasswordBody),
  });
  const password = form.values.password;

  const submit = form.onSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync(changePasswordBody.parse(values));
      alert('positive', answer.message ?? 'Password changed');
      form.reset();
    } catch (error) {
      showSaveError(error, form.setFieldError);
    }
  });

  return (
    <Stack gap="lg">
      <Panel
        title="Change password"
        description="Choose a strong password. Other devices signed in to your account will be signed out."
        maw={560}
      >
        <form onSubmit={submit} noValidate aria-label="Change password">
          <Stack gap="md">
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              {...form.getInputProps('current_password')}
            />
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
            <List
              spacing={4}
              fz="sm"
              aria-label="Password rules"
              icon={<span />}
              styles={{ itemWrapper: { alignItems: 'center' } }}
            >
              {RULES.map((rule) => {
                const ok = rule.test(password);
                return (
                  <List.Item
                    key={rule.label}
                    icon={
                      <ThemeIcon size={18} radius="xl" variant="light" color={ok ? 'green' : 'gray'}>
                        {ok ? <IconCheck size={12} /> : <IconPoint size={12} />}
                      </ThemeIcon>
                    }
                  >
                    <Text fz="sm" c={ok ? 'green.8' : 'dimmed'}>
                      {rule.label}
                    </Text>
                  </List.Item>
                );
              })}
            </List>
            <PasswordInput
              label="Confirm new password"
              autoComplete="new-password"
              {...form.getInputProps('c_password')}
            />
            <SaveBar loading={save.isPending} label="Change password" />
          </Stack>
        </form>
      </Panel>
      <SessionsPanel />
      <SecurityLogPanel />
    </Stack>
  );
}
