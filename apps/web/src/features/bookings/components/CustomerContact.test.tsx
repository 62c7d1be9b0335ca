import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { dialogs, useDialogs } from '../../../stores/dialogs.ts';
import { renderUi } from '../../../test/render.tsx';
import { CustomerContact } from './AppointmentDetailsDialog.tsx';

const NAME = 'Ada Okafor';

function Where() {
  const location = useLocation();
  const { details } = useDialogs();
  return (
    <output data-testid="where">
      {location.pathname}
      {location.search} details={String(details)}
    </output>
  );
}

const contact = (phone: string | null, customerId: number | null) =>
  renderUi(
    <MemoryRouter initialEntries={['/dashboard/calendar']}>
      <Routes>
        <Route path="*" element={<CustomerContact name={NAME} phone={phone} customerId={customerId} />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );

const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

afterEach(() => act(() => dialogs.closeAll()));

describe("the customer's phone and chat in Appointment Details", () => {
  it.each(['0803 123 4567', '08031234567', '+234 803-123-4567', '2348031234567'])(
    'reads %s: a tap-to-call link, WhatsApp in a new tab and the chat',
    (phone) => {
      contact(phone, 12);
      expect(screen.getByRole('group', { name: `Contact ${NAME}` })).toBeTruthy();
      const call = screen.getByRole('link', { name: `Call ${NAME} on 0803 123 4567` });
      expect(call.getAttribute('href')).toBe('tel:+2348031234567');
      expect(call.textContent).toBe('0803 123 4567');

      const whatsApp = screen.getByRole('link', { name: `WhatsApp ${NAME} on 0803 123 4567` });
      expect(whatsApp.getAttribute('href')).toBe('https://wa.me/2348031234567');
      expect(whatsApp.getAttribute('target')).toBe('_blank');
      expect(whatsApp.getAttribute('rel')).toBe('noopener noreferrer');

      expect(href(`Chat with ${NAME}`)).toBe('/dashboard/inbox?c=12&name=Ada+Okafor');
    },
  );

  it('opens the chat in the inbox and closes the dialog', async () => {
    const user = userEvent.setup({ delay: null });
    act(() => dialogs.openDetails(7));
    contact('08031234567', 12);
    expect(screen.getByTestId('where').textContent).toBe('/dashboard/calendar details=7');
    await user.click(screen.getByRole('link', { name: `Chat with ${NAME}` }));
    expect(screen.getByTestId('where').textContent).toBe(
      '/dashboard/inbox?c=12&name=Ada+Okafor details=null',
    );
  });

  it('shows a number it cannot read as given, without call or WhatsApp links', () => {
    contact('+44 20 7946 0958', 12);
    expect(screen.getByText('+44 20 7946 0958')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Call/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^WhatsApp/ })).toBeNull();
    expect(href(`Chat with ${NAME}`)).toBe('/dashboard/inbox?c=12&name=Ada+Okafor');
  });

  it('offers only the phone for a client without an account, and nothing when neither is known', () => {
    const { unmount } = contact('0905 555 0101', null);
    expect(href(`Call ${NAME} on 0905 555 0101`)).toBe('tel:+2349055550101');
    expect(screen.queryByRole('link', { name: /^Chat/ })).toBeNull();
    unmount();
    contact(null, null);
    expect(screen.queryByRole('group', { name: `Contact ${NAME}` })).toBeNull();
  });
});
