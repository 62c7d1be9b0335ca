import { describe, expect, it } from 'vitest';
import { SCREEN } from '../../../lib/screen.ts';
import { slides } from './slides.tsx';

describe('onboarding slides', () => {
  it('shows SPEC §9’s three slides, each with a title and a text', () => {
    expect(slides).toHaveLength(SCREEN.onboardingSlides);
    for (const slide of slides) {
      expect(slide.title).not.toBe('');
      expect(slide.text).not.toBe('');
    }
  });
});
