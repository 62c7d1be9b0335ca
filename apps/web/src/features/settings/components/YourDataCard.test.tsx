import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { YourDataCard } from './YourDataCard.tsx';

// jsdom has no object URLs: the test's own, put back after each test.
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.unstubAllGlobals();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

describe('Settings › Your data', () => {
  it('downloads the ZIP the API answers, under its own name', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
          headers: {
            'content-type': 'application/zip',
            'content-disposition': 'attachment; filename="my-data-2026-11-20.zip"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    Object.assign(URL, { createObjectURL: () => 'blob:zip', revokeObjectURL: () => {} });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(`${this.download} ${this.getAttribute('href')}`);
    });
    renderUi(<YourDataCard />);
    fireEvent.click(screen.getByRole('button', { name: 'Download your data' }));
    expect((await screen.findByText('Downloaded my-data-2026-11-20.zip')).getAttribute('role')).toBe(
      'status',
    );
    expect(fetch).toHaveBeenCalledWith('/api/vendor/export', expect.anything());
    expect(clicked).toEqual(['my-data-2026-11-20.zip blob:zip']);
    click.mockRestore();
  });

  it('says so when the download fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    renderUi(<YourDataCard />);
    fireEvent.click(screen.getByRole('button', { name: 'Download your data' }));
    // Found by its words: an app-wide notification may be on screen with role alert too.
    const problem = await screen.findByText('The download failed (503). Please try again.');
    expect(problem.getAttribute('role')).toBe('alert');
  });
});
