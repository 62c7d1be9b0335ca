import { MSG } from '@app/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userDetailsFixture } from '../test/fixtures.ts';
import { fakeApi } from '../test/render.tsx';
import { phoneTestSession } from '../test/support.ts';
import ShopTab from './ShopTab.tsx';

phoneTestSession();
beforeEach(() => fakeApi({ 'GET getuserdetails/1': [[userDetailsFixture()]] }));
afterEach(() => Reflect.deleteProperty(navigator, 'share'));

const LINK = `${window.location.origin}/shop/chioma-braids`;

/** Shop: the booking page's link, shared or copied, and its QR code. */
describe('the phone app: Shop', () => {
  it("shares the booking page's link through the phone's share sheet", async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<ShopTab />);
    expect(await screen.findByText(LINK)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code of your booking page' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Share booking link' }));
    expect(share).toHaveBeenCalledWith({ title: 'Chioma Braids', url: LINK });
  });

  it('copies the link where the browser cannot share', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ShopTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Share booking link' }));
    await waitFor(() => expect(document.getElementById('toasts')?.textContent).toContain(MSG.copied));
    expect(writeText).toHaveBeenCalledWith(LINK);
  });
});
