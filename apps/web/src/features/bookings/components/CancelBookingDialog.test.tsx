import { MSG } from '@app/shared';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetSession, setUser } from '../../../lib/session.ts';
import { dialogs } from '../../../stores/dialogs.ts';
import { bookingResponseFixture } from '../../../test/fixtures.ts';
import { fakeServer, later, type Reply, renderRouted, type ServerCall } from '../../../test/render.tsx';
import { AppointmentDetailsDialog } from './AppointmentDetailsDialog.tsx';
import { CancelBookingDialog } from './CancelBookingDialog.tsx';

const CANCEL_BLOCKED = "You can't cancel a service 5 minutes from starting";

/** An approved booking (id 7) of a ₦10,000 Silk Press for Ada, tomorrow. */
const approved = (amountPaid = 3_000) =>
  bookingResponseFixture(7, { booking_status: 'approved', amount_paid: amountPaid });

const ok = (body: unknown): Reply => ({ status: 200, body });

function server(cancel: Reply | (() => Promise<Reply>), amountPaid?: number) {
  const empty = ok({ success: true, bookings: [] });
  return fakeServer({
    'GET getallbookingsbydate/1': ok({ success: true, bookings: [approved(amountPaid)] }),
    'GET getAllBookingsBy1days': empty,
    'GET getAllBookingsBy7days': empty,
    'GET getVendorNotice': empty,
    'POST cancelvendorBooking/7': cancel,
  });
}

const posts = (calls: ServerCall[]) =>
  calls.filter((c) => c.method === 'POST').map(({ method, path, body }) => ({ method, path, body }));
const cancelDialog = () => screen.getByRole('dialog', { name: 'Cancel Booking' });
const fileInput = () => cancelDialog().ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;

/** Opens the booking's details as the dashboard does, then its Cancel Booking. */
async function openCancel(user: ReturnType<typeof userEvent.setup>) {
  renderRouted(
    <>
      <AppointmentDetailsDialog />
      <CancelBookingDialog />
    </>,
  );
  act(() => dialogs.openDetails(7));
  const details = await screen.findByRole('dialog', { name: 'Appointment Details' });
  await user.click(within(details).getByRole('button', { name: 'Cancel Booking' }));
  return screen.findByRole('dialog', { name: 'Cancel Booking' });
}

beforeEach(() => {
  resetSession();
  setUser({ userId: 1, token: 'token', regStatus: true });
});
afterEach(() =>
  act(() => {
    dialogs.closeAll();
    notifications.clean();
  }),
);

describe("Cancel Booking: 'a comment is sent with an optional attachment' (SPEC §5, §7)", () => {
  it('asks for the comment first and sends nothing without one', async () => {
    const calls = server(ok({ success: true, message: MSG.bookingUpdated }));
    const user = userEvent.setup({ delay: null });
    const dialog = await openCancel(user);
    expect(dialog.textContent).toContain('Tell the customer why you are cancelling Silk Press.');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    expect(await within(dialog).findByText(MSG.required)).toBeTruthy();
    // Spaces are no comment either.
    await user.type(within(dialog).getByLabelText(/Reason for cancelling/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    expect(within(dialog).getByText(MSG.required)).toBeTruthy();
    expect(posts(calls)).toEqual([]);
  });

  // Issue 35: the state machine makes a paid booking's cancel a request to the client; the vendor
  // is told so, and why, before she confirms.
  it.each([
    [3_000, true],
    [0, false],
  ])('with ₦%i paid online, says the cancel waits for the client: %s', async (paid, waits) => {
    server(ok({ success: true, message: MSG.bookingUpdated }), paid);
    const user = userEvent.setup({ delay: null });
    const dialog = await openCancel(user);
    expect(dialog.textContent?.includes(MSG.cancelWaitsForClient)).toBe(waits);
    expect(within(dialog).queryByText('This cancel waits for the client') !== null).toBe(waits);
  });

  it('POSTs cancelvendorBooking/{id} with the comment, closes both dialogs and reloads the bookings', async () => {
    const calls = server(ok({ success: true, message: 'Booking cancelled' }));
    const user = userEvent.setup({ delay: null });
    const dialog = await openCancel(user);
    const listLoads = calls.filter((c) => c.path === 'getallbookingsbydate/1').length;

    await user.type(within(dialog).getByLabelText(/Reason for cancelling/), 'I am unwell today');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));

    await waitFor(() =>
      expect(posts(calls)).toEqual([
        {
          method: 'POST',
          path: 'cancelvendorBooking/7',
          body: { comment: 'I am unwell today', attachment: null },
        },
      ]),
    );
    expect(await screen.findByText(MSG.bookingUpdated)).toBeTruthy();
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Cancel Booking' })).toBeNull();
      expect(screen.queryByRole('dialog', { name: 'Appointment Details' })).toBeNull();
    });
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'getallbookingsbydate/1').length).toBeGreaterThan(listLoads),
    );
  });

  it('sends a .png attachment as base64 content', async () => {
    const calls = server(ok({ success: true, message: MSG.bookingUpdated }));
    const user = userEvent.setup({ delay: null });
    const dialog = await openCancel(user);
    await user.type(within(dialog).getByLabelText(/Reason for cancelling/), 'Flooded shop');
    const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'shop.png', {
      type: 'image/png',
    });
    await user.upload(fileInput(), png);
    expect(await within(dialog).findByText('shop.png')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    const body = posts(calls)[0]?.body as { comment: string; attachment: string };
    expect(body.comment).toBe('Flooded shop');
    expect(body.attachment).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it('refuses a file that is not a JPG or PNG image and sends none', async () => {
    const calls = server(ok({ success: true, message: MSG.bookingUpdated }));
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const dialog = await openCancel(user);
    await user.type(within(dialog).getByLabelText(/Reason for cancelling/), 'Flooded shop');
    await user.upload(fileInput(), new File(['%PDF-1.4'], 'note.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText(MSG.badImage)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({ attachment: null });
  });

  it('Keep Booking closes the question and cancels nothing', async () => {
    const calls = server(ok({ success: true, message: MSG.bookingUpdated }));
    const user = userEvent.setup({ delay: null });
    const dialog = await openCancel(user);
    await user.type(within(dialog).getByLabelText(/Reason for cancelling/), 'Changed my mind');
    await user.click(within(dialog).getByRole('button', { name: 'Keep Booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel Booking' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Appointment Details' })).toBeTruthy();
    expect(posts(calls)).toEqual([]);
  });

  it("a failed cancel says 'Something went wrong' and keeps the dialog open with the comment", async () => {
    server({ status: 500, body: { message: 'Server Error' } });
    const user = userEvent.setup({ delay: null });
    const dialog = await openCancel(user);
    await user.type(within(dialog).getByLabelText(/Reason for cancelling/), 'I am unwell today');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(cancelDialog()).toBeTruthy();
    expect(
      (within(cancelDialog()).getByLabelText(/Reason for cancelling/) as HTMLTextAreaElement).value,
    ).toBe('I am unwell today');
  });

  it('when the server finds it is now within 5 minutes of the start, its message is shown word for word', async () => {
    server({ status: 422, body: { success: false, message: CANCEL_BLOCKED } });
    const user = userEvent.setup({ delay: null });
    const dialog = await openCancel(user);
    await user.type(within(dialog).getByLabelText(/Reason for cancelling/), 'I am unwell today');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    expect(await screen.findByText(CANCEL_BLOCKED)).toBeTruthy();
  });

  it('a double click cancels once', async () => {
    const answer = later<Reply>();
    const calls = server(() => answer.promise);
    const user = userEvent.setup();
    const dialog = await openCancel(user);
    await user.type(within(dialog).getByLabelText(/Reason for cancelling/), 'I am unwell today');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    answer.resolve(ok({ success: true, message: MSG.bookingUpdated }));
    expect(await screen.findByText(MSG.bookingUpdated)).toBeTruthy();
    expect(posts(calls)).toHaveLength(1);
  });
});
