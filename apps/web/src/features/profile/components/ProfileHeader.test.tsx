import { MSG } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderUi } from '../../../test/render.tsx';
import { ProfileHeader } from './ProfileHeader.tsx';

const NAME = 'Chioma Braids';
const LOGO = '/uploads/0123456789abcdef0123456789abcdef.png';
const COVER = '/uploads/fedcba9876543210fedcba9876543210.jpg';

const header = () =>
  renderUi(
    <ProfileHeader name={NAME}>
      <h2>{NAME}</h2>
    </ProfileHeader>,
  );

describe('the profile header: cover banner and logo', () => {
  it('shows the initials and a plain banner when there is neither', async () => {
    fakeApi({ 'GET profile/images': { success: true, data: { logo: null, cover: null } } });
    header();
    expect(await screen.findByRole('button', { name: 'Add cover photo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add logo' })).toBeTruthy();
    expect(screen.getByTestId('profile-logo').textContent).toBe('CB');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('shows the cover photo and the logo with their change and remove buttons', async () => {
    fakeApi({ 'GET profile/images': { success: true, data: { logo: LOGO, cover: COVER } } });
    header();
    expect((await screen.findByRole('img', { name: `Cover of ${NAME}` })).getAttribute('src')).toBe(COVER);
    expect(screen.getByRole('img', { name: `Logo of ${NAME}` }).getAttribute('src')).toBe(LOGO);
    for (const name of ['Change cover', 'Remove cover photo', 'Change logo', 'Remove logo']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('removes the logo: the initials come back and the cover stays', async () => {
    const calls = fakeApi({
      'GET profile/images': { success: true, data: { logo: LOGO, cover: COVER } },
      'DELETE profile/logo': {
        success: true,
        message: MSG.logoRemoved,
        data: { logo: null, cover: COVER },
      },
    });
    const user = userEvent.setup({ delay: null });
    header();
    await user.click(await screen.findByRole('button', { name: 'Remove logo' }));
    await waitFor(() => expect(screen.getByTestId('profile-logo').textContent).toBe('CB'));
    expect(screen.queryByRole('img', { name: `Logo of ${NAME}` })).toBeNull();
    expect(screen.getByRole('img', { name: `Cover of ${NAME}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add logo' })).toBeTruthy();
    expect(await screen.findByText(MSG.logoRemoved)).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'DELETE profile/logo',
    ]);
  });

  it('uploads a chosen image as a data URL and shows the stored one', async () => {
    const calls = fakeApi({
      'GET profile/images': { success: true, data: { logo: null, cover: null } },
      'PUT profile/cover': { success: true, message: MSG.coverSaved, data: { logo: null, cover: COVER } },
    });
    const user = userEvent.setup({ delay: null });
    header();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'shop.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Upload cover photo'), file);
    expect((await screen.findByRole('img', { name: `Cover of ${NAME}` })).getAttribute('src')).toBe(COVER);
    expect(await screen.findByText(MSG.coverSaved)).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put).toEqual({
      method: 'PUT',
      path: 'profile/cover',
      body: { image: 'data:image/png;base64,iVBORw==' },
    });
  });

  it('refuses a file that is not a JPG or PNG without calling the API', async () => {
    const calls = fakeApi({ 'GET profile/images': { success: true, data: { logo: null, cover: null } } });
    const user = userEvent.setup({ delay: null, applyAccept: false });
    header();
    const gif = new File(['GIF89a'], 'logo.gif', { type: 'image/gif' });
    await user.upload(await screen.findByLabelText('Upload logo'), gif);
    expect(await screen.findByText(MSG.badImage)).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
    expect(within(screen.getByTestId('profile-logo')).queryByRole('img')).toBeNull();
  });
});
