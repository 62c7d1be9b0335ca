import { DEFAULT_REMINDER_SETTINGS, REMINDER_MESSAGES } from '@app/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderUi } from '../../../test/render.tsx';
import { ReminderSettingsForm } from './ReminderSettingsForm.tsx';

const routes = {
  'GET settings/reminders': { success: true, data: DEFAULT_REMINDER_SETTINGS },
  'PUT settings/reminders': { success: true, message: REMINDER_MESSAGES.saved },
};
const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Save reminders' }));

describe('client reminder settings', () => {
  it('shows the defaults: a day and two hours before, quiet 21:00–07:00, every channel on', async () => {
    fakeApi(routes);
    renderUi(<ReminderSettingsForm />);
    await screen.findByLabelText('Quiet hours begin');
    const chosen = [...document.querySelectorAll('.mantine-Pill-label')].map((pill) => pill.textContent);
    expect(chosen).toEqual(['1 day before', '2 hours before']);
    expect(screen.getByLabelText('Quiet hours begin')).toHaveProperty('value', '21:00');
    expect(screen.getByLabelText('Quiet hours end')).toHaveProperty('value', '07:00');
    for (const name of ['Quiet hours', 'Send by WhatsApp', 'Send by SMS', 'Send by E-mail'])
      expect(screen.getByRole('switch', { name })).toHaveProperty('checked', true);
    // Nothing changed yet: nothing to save.
    expect(screen.getByRole('button', { name: 'Save reminders' })).toHaveProperty('disabled', true);
  });

  it('refuses quiet hours that end when they begin, and saves nothing', async () => {
    const calls = fakeApi(routes);
    const user = userEvent.setup();
    renderUi(<ReminderSettingsForm />);
    const end = await screen.findByLabelText('Quiet hours end');
    await user.clear(end);
    await user.type(end, '21:00');
    await save(user);
    expect(await screen.findByText(REMINDER_MESSAGES.quietSame)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('warns when every channel is off and saves the settings with the server’s message', async () => {
    const calls = fakeApi(routes);
    const user = userEvent.setup();
    renderUi(<ReminderSettingsForm />);
    await screen.findByLabelText('Quiet hours begin');
    await user.click(screen.getByRole('switch', { name: 'Quiet hours' }));
    for (const name of ['Send by WhatsApp', 'Send by SMS', 'Send by E-mail'])
      await user.click(screen.getByRole('switch', { name }));
    expect(screen.getByRole('status').textContent).toBe(
      'With every channel off, clients get no messages from you.',
    );
    await user.click(screen.getByRole('switch', { name: 'Send by SMS' }));
    await save(user);
    expect(await screen.findByText(REMINDER_MESSAGES.saved)).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      ...DEFAULT_REMINDER_SETTINGS,
      quiet_hours_enabled: false,
      whatsapp: false,
      email: false,
    });
  });
});
