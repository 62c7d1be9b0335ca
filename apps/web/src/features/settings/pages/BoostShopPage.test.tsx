import { BOOST_PLANS } from '@app/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderUi } from '../../../test/render.tsx';
import BoostShopPage from './BoostShopPage.tsx';

describe('Boost shop: the requests made', () => {
  it("shows when a request was made in Lagos time, whatever the device's zone (the tests run in UTC)", async () => {
    fakeApi({
      'GET settings/boost': {
        success: true,
        plans: BOOST_PLANS,
        // 22:30 UTC is 23:30 in Lagos (UTC+1).
        requests: [
          { id: 1, plan: BOOST_PLANS[0].id, status: 'requested', created_at: '2026-03-06T22:30:00.000Z' },
        ],
      },
    });
    renderUi(<BoostShopPage />);
    const table = await screen.findByRole('table', { name: 'Boost requests' });
    expect(table.textContent).toContain('Fri, 06 Mar 2026, 11:30 PM');
  });
});
