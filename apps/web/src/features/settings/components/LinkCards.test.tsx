import { IconClock } from '@tabler/icons-react';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { LinkCards } from './LinkCards.tsx';

describe('settings link cards', () => {
  it('are links named by all their visible words, title and description (WCAG 2.5.3)', () => {
    renderUi(
      <MemoryRouter>
        <LinkCards
          cards={[
            { label: 'Business hours', text: 'Opening days and breaks', to: 'biz-hours', icon: IconClock },
          ]}
        />
      </MemoryRouter>,
    );
    const card = screen.getByRole('link', { name: 'Business hours Opening days and breaks' });
    expect(card.getAttribute('href')).toBe('/biz-hours');
    expect(card.hasAttribute('aria-label')).toBe(false);
  });
});
