import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TopProgressBar } from './TopProgressBar.tsx';

describe('TopProgressBar', () => {
  it('is a progressbar named for what it shows (axe aria-progressbar-name)', () => {
    render(<TopProgressBar active />);
    const bar = screen.getByRole('progressbar', { name: 'Page loading' });
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
  });
});
