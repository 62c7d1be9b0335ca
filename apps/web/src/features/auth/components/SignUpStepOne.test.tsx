import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { SignUpStepOne } from './SignUpStepOne.tsx';

describe('sign-up step 1', () => {
  it('links the terms it asks agreement to, and the privacy policy, each opening in a new tab', () => {
    renderUi(
      <MemoryRouter>
        <SignUpStepOne initialEmail="" onNext={() => undefined} />
      </MemoryRouter>,
    );
    const terms = screen.getByRole('link', { name: 'terms and conditions' });
    expect(terms.getAttribute('href')).toBe('/terms');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy');
  });
});
