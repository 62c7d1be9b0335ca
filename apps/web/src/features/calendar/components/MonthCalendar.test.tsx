import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { MonthCalendar } from './MonthCalendar.tsx';

describe('the month calendar', () => {
  it('has its days in the tab order (keyboard), and Enter on one moves the schedule to it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-16T10:00:00Z'));
    try {
      const onPick = vi.fn();
      const user = userEvent.setup({ delay: null });
      renderUi(<MonthCalendar selected="2026-11-16" busyDays={new Set()} onPick={onPick} />);
      const day = await screen.findByRole('link', { name: /November 20, 2026/ });
      expect(day.tabIndex).toBe(0);
      day.focus();
      await user.keyboard('{Enter}');
      expect(onPick).toHaveBeenCalledWith('2026-11-20');
    } finally {
      vi.useRealTimers();
    }
  });
});
