import { MSG } from '@app/shared';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetSession, setUser } from '../../../lib/session.ts';
import { disputeDialog } from '../../../stores/disputeDialog.ts';
import { bookingFixture } from '../../../test/fixtures.ts';
import {
  fakeServer,
  later,
  type Reply,
  renderRouted,
  renderUi,
  type ServerCall,
} from '../../../test/render.tsx';
import { DetailsBody } from '../../bookings/components/AppointmentDetailsDialog.tsx';
import { DisputeFormDialog } from './DisputeFormDialog.tsx';

// SPEC §5 'Dispute', written out.
const REASONS = [
  "Customer's satisfaction",
  'Change of Location',
  'Change of Price',
  'Abusive Client',
  'Other',
];
const REQUIRED = 'Value is required';

type User = ReturnType<typeof userEvent.setup>;
const dialog = () => screen.getByRole('dialog', { name: 'Dispute Form' });
const submit = () => within(dialog()).getByRole('button', { name: 'Submit' });
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const posts = (calls: ServerCall[]) =>
  calls.filter((c) => c.method === 'POST').map(({ method, path, body }) => ({ method, path, body }));

const submitted: Reply = { status: 200, body: { success: true, message: 'Dispute submitted' } };

/** Opens the form from a booking's details, as the vendor does: Raise Dispute. */
async function fromBooking(user: User) {
  renderRouted(
    <>
      <DetailsBody booking={bookingFixture({ status: 'completed', reference: 'BK-7' })} />
      <DisputeFormDialog />
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'Raise Dispute' }));
  return screen.findByRole('dialog', { name: 'Dispute Form' });
}

/** Opens the form from the Disputes settings page: no booking, so a reference to fill in. */
async function withoutBooking() {
  renderUi(<DisputeFormDialog />);
  act(() => disputeDialog.open());
  return screen.findByRole('dialog', { name: 'Dispute Form' });
}

beforeEach(() => {
  resetSession();
  setUser({ userId: 1, token: 'token', regStatus: true });
});
afterEach(() =>
  act(() => {
    disputeDialog.close();
    notifications.clean();
  }),
);

describe('Dispute Form (SPEC §2, §5, §7)', () => {
  it("is 450 px wide and offers the SPEC's reasons, 'Other' last", async () => {
    fakeServer({});
    await withoutBooking();
    const root = document.querySelector('.mantine-Modal-root') as HTMLElement;
    expect(root.getAttribute('style')).toContain('--modal-size: calc(28.125rem * var(--mantine-scale))');
    const labels = within(dialog())
      .getAllByRole('radio')
      .map((radio) => document.querySelector(`label[for="${radio.id}"]`)?.textContent);
    expect(labels).toEqual(REASONS);
  });

  it('from a booking: no reference to type; a reason is required; sends the reason as the comment', async () => {
    const calls = fakeServer({ 'POST addingdisputevendor/BK-7/user': submitted });
    const user = userEvent.setup({ delay: null });
    const form = await fromBooking(user);
    expect(within(form).queryByLabelText(/Booking reference/)).toBeNull();
    expect(form.textContent).toContain('BK-7');

    await user.click(submit());
    // The SPEC gives no words for it: the app's own, and nothing sent.
    expect(within(form).getByText(MSG.disputeReasonRequired)).toBeTruthy();
    expect(posts(calls)).toEqual([]);

    await user.click(within(form).getByRole('radio', { name: 'Change of Price' }));
    await user.click(submit());
    await waitFor(() =>
      expect(posts(calls)).toEqual([
        {
          method: 'POST',
          path: 'addingdisputevendor/BK-7/user',
          body: { comment: 'Change of Price', attachment: null },
        },
      ]),
    );
    // The server's message, and the form closes.
    expect(await screen.findByText('Dispute submitted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Dispute Form' })).toBeNull());
  });

  it("without a booking: 'Reference required'", async () => {
    const calls = fakeServer({ 'POST addingdisputevendor/BK-9/user': submitted });
    const user = userEvent.setup({ delay: null });
    const form = await withoutBooking();
    await user.click(within(form).getByRole('radio', { name: 'Abusive Client' }));
    await user.click(submit());
    expect(within(form).getByText(REQUIRED)).toBeTruthy();
    expect(posts(calls)).toEqual([]);

    await user.type(within(form).getByLabelText(/Booking reference/), ' BK-9 ');
    await user.click(submit());
    await waitFor(() =>
      expect(posts(calls)).toEqual([
        {
          method: 'POST',
          path: 'addingdisputevendor/BK-9/user',
          body: { comment: 'Abusive Client', attachment: null },
        },
      ]),
    );
  });

  it("'Other' needs its free text, which is sent as the comment", async () => {
    const calls = fakeServer({ 'POST addingdisputevendor/BK-7/user': submitted });
    const user = userEvent.setup({ delay: null });
    const form = await fromBooking(user);
    await user.click(within(form).getByRole('radio', { name: 'Other' }));
    await user.click(submit());
    expect(within(form).getByText(REQUIRED)).toBeTruthy();
    expect(posts(calls)).toEqual([]);

    await user.type(within(form).getByLabelText(/Describe the issue/), 'Client never paid the balance');
    await user.click(submit());
    await waitFor(() =>
      expect(posts(calls).map((c) => c.body)).toEqual([
        { comment: 'Client never paid the balance', attachment: null },
      ]),
    );
  });

  it.each([
    ['proof.jpg', 'image/jpeg'],
    ['proof.jpeg', 'image/jpeg'],
    ['proof.png', 'image/png'],
  ])("a %s attachment is 'sent as base64 content'", async (name, type) => {
    const calls = fakeServer({ 'POST addingdisputevendor/BK-7/user': submitted });
    const user = userEvent.setup({ delay: null });
    const form = await fromBooking(user);
    await user.click(within(form).getByRole('radio', { name: 'Change of Location' }));
    await user.upload(fileInput(), new File([new Uint8Array([1, 2, 3])], name, { type }));
    expect(await within(form).findByText(name)).toBeTruthy();
    await user.click(submit());
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toEqual({
      comment: 'Change of Location',
      attachment: `data:${type};base64,AQID`,
    });
  });

  it.each([
    ['proof.gif', 'image/gif'],
    ['proof.pdf', 'application/pdf'],
  ])("'The attachment must be a .jpg, .jpeg or .png image': %s is refused", async (name, type) => {
    const calls = fakeServer({ 'POST addingdisputevendor/BK-7/user': submitted });
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const form = await fromBooking(user);
    await user.click(within(form).getByRole('radio', { name: 'Change of Location' }));
    await user.upload(fileInput(), new File([new Uint8Array([1, 2, 3])], name, { type }));
    expect(within(form).queryByText(name)).toBeNull();
    expect(within(form).getByText(MSG.badImage)).toBeTruthy();
    await user.click(submit());
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({ attachment: null });
  });

  it("'Dispute failure: shows the server message when an error field is present'", async () => {
    const message = 'This booking already has an open dispute. We will reply to it first.';
    fakeServer({ 'POST addingdisputevendor/BK-7/user': { status: 409, body: { error: true, message } } });
    const user = userEvent.setup({ delay: null });
    const form = await fromBooking(user);
    await user.click(within(form).getByRole('radio', { name: "Customer's satisfaction" }));
    await user.click(submit());
    expect(await screen.findByText(message)).toBeTruthy();
    // The form stays, so the vendor can change it.
    expect(dialog()).toBeTruthy();
  });

  it('a failure without an error field does not show the raw server text', async () => {
    fakeServer({
      'POST addingdisputevendor/BK-7/user': { status: 500, body: { message: 'SQLSTATE[42S22]' } },
    });
    const user = userEvent.setup({ delay: null });
    const form = await fromBooking(user);
    await user.click(within(form).getByRole('radio', { name: "Customer's satisfaction" }));
    await user.click(submit());
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.queryByText('SQLSTATE[42S22]')).toBeNull();
  });

  it('a double click raises one dispute', async () => {
    const answer = later<Reply>();
    const calls = fakeServer({ 'POST addingdisputevendor/BK-7/user': () => answer.promise });
    const user = userEvent.setup();
    const form = await fromBooking(user);
    await user.click(within(form).getByRole('radio', { name: "Customer's satisfaction" }));
    await user.dblClick(submit());
    answer.resolve(submitted);
    expect(await screen.findByText('Dispute submitted')).toBeTruthy();
    expect(posts(calls)).toHaveLength(1);
  });
});
