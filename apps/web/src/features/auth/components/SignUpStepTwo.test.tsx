import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderUi } from '../../../test/render.tsx';
import { SignUpStepTwo } from './SignUpStepTwo.tsx';

// SPEC §5, word for word.
const REQUIRED = 'Value is required';
const PHONE_MIN = 'This field should be at least 10 characters long';
const MISMATCH = 'The value must be equal to the other value';

function renderStep() {
  renderUi(
    <MemoryRouter>
      <SignUpStepTwo email="ngozi@nails.ng" onBack={() => undefined} />
    </MemoryRouter>,
  );
}

/** The error text Mantine shows under an input, by the input's label. */
function errorOf(label: string | RegExp): string | null {
  const input = screen.getByLabelText(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const error = ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

const create = () => screen.getByRole('button', { name: 'Create account' });

describe('sign-up step 2: arriving', () => {
  it('puts focus on its first field, Full name (step 1 and its Continue button are gone)', () => {
    renderStep();
    expect(document.activeElement).toBe(screen.getByLabelText('Full name'));
  });
});

describe('sign-up step 2: every error in one round (SPEC §5)', { timeout: 20_000 }, () => {
  it('shows the password mismatch with the other field errors on the first Create account', async () => {
    const calls = fakeApi({});
    const user = userEvent.setup({ delay: null });
    renderStep();
    await user.type(screen.getByLabelText('Phone number'), '0801');
    await user.type(screen.getByLabelText(/^Password/), 'Strong#1');
    await user.type(screen.getByLabelText('Confirm password'), 'Strong#2');
    await user.click(create());

    expect(await screen.findByText(MISMATCH)).toBeTruthy();
    expect(errorOf('Confirm password')).toBe(MISMATCH);
    expect(errorOf('Full name')).toBe(REQUIRED);
    expect(errorOf('Business name')).toBe(REQUIRED);
    expect(errorOf('Phone number')).toBe(PHONE_MIN);
    expect(calls).toHaveLength(0);
  });

  it('tells an empty confirmation it is required, not that it differs', async () => {
    const user = userEvent.setup({ delay: null });
    renderStep();
    await user.type(screen.getByLabelText(/^Password/), 'Strong#1');
    await user.click(create());
    await waitFor(() => expect(errorOf('Confirm password')).toBe(REQUIRED));
    expect(screen.queryByText(MISMATCH)).toBeNull();
  });

  it('says nothing about the confirmation when it matches', async () => {
    const user = userEvent.setup({ delay: null });
    renderStep();
    await user.type(screen.getByLabelText(/^Password/), 'Strong#1');
    await user.type(screen.getByLabelText('Confirm password'), 'Strong#1');
    await user.click(create());
    await waitFor(() => expect(errorOf('Full name')).toBe(REQUIRED));
    expect(errorOf('Confirm password')).toBeNull();
  });
});
