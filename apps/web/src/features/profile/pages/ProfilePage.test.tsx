import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyDetails, resetSession, setUser } from '../../../lib/session.ts';
import { userDetailsFixture } from '../../../test/fixtures.ts';
import { fakeApi, renderUi } from '../../../test/render.tsx';
import ReportPage from '../../report/pages/ReportPage.tsx';
import ProfilePage from './ProfilePage.tsx';

const review = (id: number, rating: number) => ({
  id,
  comment: 'Lovely braids, thank you!',
  rating,
  created_at: '2026-11-20T08:00:00.000Z',
  enduser: { first_name: 'Ada', last_name: 'Obi', profile_image: null },
  vendorcommentreview: [],
});

beforeEach(() => {
  resetSession();
  setUser({ userId: 1, token: 'token', regStatus: true });
  applyDetails(userDetailsFixture());
});

describe('Profile: the shop preview', () => {
  it("links its '2 reviews' to the reviews on Report, which takes the focus", async () => {
    fakeApi({
      'GET getUserReviews': { success: true, '0': [review(1, 5), review(2, 4)], 'total-rating': 4.5 },
    });
    const user = userEvent.setup({ delay: null });
    renderUi(
      <MemoryRouter initialEntries={['/dashboard/profile']}>
        <Routes>
          <Route path="/dashboard/profile" element={<ProfilePage />} />
          <Route path="/dashboard/report" element={<ReportPage />} />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('link', { name: '2 reviews' }));
    const heading = await screen.findByRole('heading', { name: 'Reviews' });
    await waitFor(() => expect(document.activeElement?.contains(heading)).toBe(true));
  });
});
