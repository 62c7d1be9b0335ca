import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { soundOn } from '../../../lib/arrivalSound.ts';
import { fakeApi, renderUi } from '../../../test/render.tsx';
import NotificationPage from './NotificationPage.tsx';

beforeEach(() => localStorage.clear());

/** Issue 34: the arrival chime is on by default, and the provider turns it off on this device. */
describe('the sound switch', () => {
  it('says it is kept on this device, and turns the chime off and on again', async () => {
    fakeApi({});
    const user = userEvent.setup();
    renderUi(
      <MemoryRouter>
        <NotificationPage />
      </MemoryRouter>,
    );
    const sound = await screen.findByRole('switch', { name: 'Sound for new bookings and messages' });
    expect(screen.getByText(/kept on this device only/)).toBeTruthy();
    expect((sound as HTMLInputElement).checked).toBe(true);
    expect(soundOn()).toBe(true);

    await user.click(sound);
    expect((sound as HTMLInputElement).checked).toBe(false);
    expect(soundOn()).toBe(false);
    await user.click(sound);
    expect(soundOn()).toBe(true);
  });
});
