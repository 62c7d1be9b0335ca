import { type ServiceResponse, STAFF_MESSAGES } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUser } from '../../../lib/session.ts';
import { fakeServer, renderUi } from '../../../test/render.tsx';
import { StaffFormModal } from './StaffFormModal.tsx';

const service = (id: number, name: string): ServiceResponse => ({
  id,
  name,
  category: null,
  description: null,
  duration_minutes: 60,
  duration_hours: 1,
  duration_mins: 0,
  duration_type: 'Fixed',
  price: 8000,
  virtual_appointment: false,
  home_service: false,
  deposit_type: 'none',
  deposit_value: 0,
  images: [],
  addons: [],
});
// The business opens Monday to Friday, 09:00–18:00: a new member starts on that week.
const HOURS = {
  status: 200,
  body: {
    status: 200,
    data: [
      [0, 1, 2, 3, 4].map((day) => ({
        id: day + 1,
        day,
        open_time: '09:00',
        close_time: '18:00',
        breaks: [],
      })),
    ],
  },
};
const SERVICES = {
  status: 200,
  body: { success: true, data: [service(3, 'Wash & Set'), service(4, 'Braids')] },
};
const member = (body: Record<string, unknown>) => ({
  success: true,
  message: STAFF_MESSAGES.added,
  staff: { id: 9, photo: null, ...body },
});

beforeEach(() => setUser({ userId: 1, token: 'token', regStatus: true }));

const form = () => screen.getByRole('form', { name: 'New team member' });

describe('team member form', { timeout: 20_000 }, () => {
  it('starts on the business’s week and sends the member whole: services, hours with breaks, days off', async () => {
    const calls = fakeServer({
      'GET getBusinessHourwithBreak/1': HOURS,
      'GET getallservicebyid/1': SERVICES,
      'POST vendor/staff': (call) => ({ status: 201, body: member(call.body as Record<string, unknown>) }),
    });
    const user = userEvent.setup({ delay: null });
    renderUi(<StaffFormModal opened member={null} onClose={() => undefined} />);
    await screen.findByRole('form', { name: 'New team member' });
    await user.type(within(form()).getByLabelText(/^Name/), 'Ada Obi');
    await user.click(within(form()).getByPlaceholderText('Choose services'));
    await user.click(await screen.findByRole('option', { name: 'Wash & Set' }));
    // Monday is on from the business's week; Saturday off; a lunch break on Monday.
    expect(within(form()).getByLabelText('Monday opening time')).toBeTruthy();
    expect(within(form()).queryByLabelText('Saturday opening time')).toBeNull();
    await user.click(within(form()).getByRole('button', { name: 'Add break on Monday' }));
    await user.type(within(form()).getByLabelText('Day off'), '2030-12-24');
    await user.click(within(form()).getByRole('button', { name: 'Add day off' }));
    expect(within(form()).getByRole('group', { name: 'Days off' }).textContent).toContain('Tue, 24 Dec 2030');
    await user.click(within(form()).getByRole('button', { name: 'Add member' }));

    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const body = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Ada Obi', active: true, service_ids: [3], days_off: ['2030-12-24'] });
    expect(body.days).toEqual([
      {
        day: 0,
        open_time: '09:00',
        close_time: '18:00',
        breaks: [{ start_time: '13:00', end_time: '14:00' }],
      },
      ...[1, 2, 3, 4].map((day) => ({ day, open_time: '09:00', close_time: '18:00', breaks: [] })),
    ]);
    expect(await screen.findByText(STAFF_MESSAGES.added)).toBeTruthy();
  });

  it('refuses overlapping breaks and a missing name on their fields, sending nothing', async () => {
    const calls = fakeServer({
      'GET getBusinessHourwithBreak/1': HOURS,
      'GET getallservicebyid/1': SERVICES,
    });
    const user = userEvent.setup({ delay: null });
    renderUi(<StaffFormModal opened member={null} onClose={() => undefined} />);
    await screen.findByRole('form', { name: 'New team member' });
    const addBreak = within(form()).getByRole('button', { name: 'Add break on Tuesday' });
    await user.click(addBreak);
    await user.click(addBreak);
    await user.click(within(form()).getByRole('button', { name: 'Add member' }));
    expect(await within(form()).findByText('Breaks cannot overlap')).toBeTruthy();
    expect(within(form()).getByText('Value is required')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows the server’s refusal of a service that is not the business’s', async () => {
    fakeServer({
      'GET getBusinessHourwithBreak/1': HOURS,
      'GET getallservicebyid/1': SERVICES,
      'POST vendor/staff': {
        status: 422,
        body: {
          success: false,
          message: STAFF_MESSAGES.chooseOwnServices,
          errors: { service_ids: STAFF_MESSAGES.chooseOwnServices },
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderUi(<StaffFormModal opened member={null} onClose={() => undefined} />);
    await screen.findByRole('form', { name: 'New team member' });
    await user.type(within(form()).getByLabelText(/^Name/), 'Ada');
    await user.click(within(form()).getByRole('button', { name: 'Add member' }));
    expect(await within(form()).findByText(STAFF_MESSAGES.chooseOwnServices)).toBeTruthy();
  });
});
