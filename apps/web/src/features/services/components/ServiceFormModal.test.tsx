import { DEPOSIT_MESSAGES } from '@app/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderUi } from '../../../test/render.tsx';
import { depositLabel } from './DepositFields.tsx';
import { ServiceFormModal } from './ServiceFormModal.tsx';

async function fillService(user: ReturnType<typeof userEvent.setup>, price: string) {
  await user.type(screen.getByLabelText(/Service name/), 'Knotless braids');
  await user.type(screen.getByLabelText(/^Price/), price);
}

const addService = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Add service' }));

describe('service form: deposit', () => {
  it('asks for a whole percent from 1 to 100 when the deposit is a share', async () => {
    const user = userEvent.setup();
    renderUi(<ServiceFormModal opened service={null} addons={[]} onClose={() => undefined} />);
    await fillService(user, '10000');
    expect(screen.queryByLabelText('Deposit share')).toBeNull();

    await user.click(screen.getByRole('radio', { name: '% of price' }));
    await user.type(screen.getByLabelText('Deposit share'), '150');
    await addService(user);
    expect(await screen.findByText(DEPOSIT_MESSAGES.percentRange)).toBeTruthy();

    await user.clear(screen.getByLabelText('Deposit share'));
    await user.type(screen.getByLabelText('Deposit share'), '30');
    // The description works the share out in naira.
    expect(await screen.findByText('₦3,000.00 of ₦10,000.00')).toBeTruthy();
  });

  it('keeps a fixed deposit above zero and at most the price', async () => {
    const user = userEvent.setup();
    renderUi(<ServiceFormModal opened service={null} addons={[]} onClose={() => undefined} />);
    await fillService(user, '5000');
    await user.click(screen.getByRole('radio', { name: 'Fixed amount' }));
    await user.type(screen.getByLabelText(/Deposit amount/), '6000');
    await addService(user);
    expect(await screen.findByText(DEPOSIT_MESSAGES.fixedRange)).toBeTruthy();

    // Switching the type starts the value afresh: an empty share is out of range too.
    await user.click(screen.getByRole('radio', { name: '% of price' }));
    expect(screen.queryByText(DEPOSIT_MESSAGES.fixedRange)).toBeNull();
    await addService(user);
    expect(await screen.findByText(DEPOSIT_MESSAGES.percentRange)).toBeTruthy();
  });

  it('sends the deposit with the service', async () => {
    const calls = fakeApi({ 'POST services': { success: true, message: 'Service added', id: 9 } });
    const user = userEvent.setup();
    renderUi(<ServiceFormModal opened service={null} addons={[]} onClose={() => undefined} />);
    await fillService(user, '10000');
    await user.click(screen.getByRole('radio', { name: '% of price' }));
    await user.type(screen.getByLabelText('Deposit share'), '30');
    await addService(user);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ price: 10000, deposit_type: 'percent', deposit_value: 30 });
    expect(await screen.findByText('Service added')).toBeTruthy();
  });

  it('labels the deposit on the service card', () => {
    expect(depositLabel({ deposit_type: 'fixed', deposit_value: 5000 })).toBe('Deposit ₦5,000.00');
    expect(depositLabel({ deposit_type: 'percent', deposit_value: 30 })).toBe('Deposit 30 %');
    expect(depositLabel({ deposit_type: 'none', deposit_value: 0 })).toBeNull();
  });
});
