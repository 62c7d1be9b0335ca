import {
  type ActionCheck,
  type BookingAction,
  type BookingSource,
  checkAction,
  formatDetails,
  formatNaira,
  MSG,
  needsBalance,
} from '@app/shared';
import {
  Alert,
  Anchor,
  Avatar,
  Button,
  Divider,
  Group,
  Image,
  Modal,
  Rating,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  IconAddressBook,
  IconAlertCircle,
  IconClock,
  IconMapPin,
  IconMessageCircle,
  IconUserOff,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useBooking } from '../../../api/bookings/bookings.ts';
import type { Booking } from '../../../api/bookings/model.ts';
import { useReceipt } from '../../../api/checkout.ts';
import { useCancellationPolicy } from '../../../api/settings.ts';
import { ContactLinks } from '../../../components/ContactLinks.tsx';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import { alert } from '../../../lib/alert.ts';
import { clientHistoryLink } from '../../../lib/clientLink.ts';
import { chatLink } from '../../../lib/inboxLink.ts';
import { useOfflineQueue } from '../../../lib/offlineQueue.ts';
import { useNow } from '../../../lib/useNow.ts';
import { dialogs, useDialogs } from '../../../stores/dialogs.ts';
import { disputeDialog } from '../../../stores/disputeDialog.ts';
import { useBookingCommand } from '../api/actions.ts';
import { BalanceEntry } from './BalanceEntry.tsx';
import { CheckoutPanel } from './CheckoutPanel.tsx';
import { ClientMessages } from './ClientMessages.tsx';
import { NoShowConfirm } from './NoShowConfirm.tsx';
import { ReceiptActions } from './ReceiptActions.tsx';
import { RejectConfirmDialog } from './RejectConfirmDialog.tsx';
import { RescheduleSection } from './RescheduleSection.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>
        {label}
      </Text>
      <Text fz="sm" component="div" data-field={label}>
        {children}
      </Text>
    </Stack>
  );
}

/** Ways to reach the customer: their phone (call, WhatsApp) and their chat in the inbox. */
export function CustomerContact({
  name,
  phone,
  customerId,
}: {
  name: string;
  phone: string | null;
  customerId: number | null;
}) {
  return (
    <ContactLinks name={name} phones={phone ? [phone] : []}>
      {customerId != null && (
        <Button
          component={Link}
          to={chatLink(customerId, name)}
          onClick={dialogs.closeDetails}
          size="xs"
          variant="light"
          color="gray"
          leftSection={<IconMessageCircle size={14} />}
          aria-label={`Chat with ${name}`}
        >
          Chat
        </Button>
      )}
    </ContactLinks>
  );
}

/** How a booking the vendor made came in, beside the service name. */
const SOURCE_LABEL: Record<BookingSource, string> = { walk_in: 'Walk-in', phone: 'Phone booking' };

const check = (action: BookingAction, booking: Booking, now: Date, noShowGraceMinutes?: number) =>
  checkAction(
    action,
    { status: booking.status, start: booking.start, end: booking.end, noShowGraceMinutes },
    now,
  );

/** hidden=true means no button at all; otherwise it shows (disabled or refusing with its reason). */
const shown = (c: ActionCheck) => c.allowed || !c.hidden;

/** SPEC §2 Appointment Details: the booking and the actions the state machine allows right now. */
export function AppointmentDetailsDialog() {
  const { details: id } = useDialogs();
  const booking = useBooking(id);
  const opened = id != null;
  return (
    <Modal
      opened={opened && booking != null}
      onClose={dialogs.closeDetails}
      title="Appointment Details"
      size={560}
      radius="lg"
      centered
      zIndex={300}
      overlayProps={{ backgroundOpacity: 0.25 }}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {booking && <DetailsBody key={booking.id} booking={booking} />}
    </Modal>
  );
}

/** Done bookings a checkout may follow (issue 35). */
const DONE_STATUSES: readonly string[] = ['awaiting review', 'completed'];

/** The dialog's content; exported for the component tests. */
export function DetailsBody({ booking }: { booking: Booking }) {
  const now = useNow();
  const { execute, running, pending } = useBookingCommand();
  const [askBalance, setAskBalance] = useState(false);
  const [askNoShow, setAskNoShow] = useState(false);
  const [askReject, setAskReject] = useState(false);
  // Issue 35: money taken at the chair, recorded with the completion or right after it.
  const [askCheckout, setAskCheckout] = useState(false);
  const done = DONE_STATUSES.includes(booking.status);
  const receipt = useReceipt(done ? booking.id : null).data;
  const busy = (kind: string) => running?.kind === kind;
  // An action queued offline for this booking is sent first: no other may race it (issue 16).
  const waiting = useOfflineQueue().filter(
    (a) => 'bookingId' in a && a.bookingId === booking.id && a.state !== 'refused',
  );
  const blocked = pending || waiting.length > 0;

  // The balance entry belongs to an ongoing booking only, the no-show question to an approved one.
  useEffect(() => {
    if (booking.status !== 'ongoing') setAskBalance(false);
    if (booking.status !== 'approved') setAskNoShow(false);
    if (booking.status !== 'pending') setAskReject(false);
    if (booking.status !== 'ongoing' && !DONE_STATUSES.includes(booking.status)) setAskCheckout(false);
  }, [booking.status]);

  const accept = check('accept', booking, now);
  const start = check('start', booking, now);
  const complete = check('complete', booking, now);
  const cancel = check('cancel', booking, now);
  const acceptCancel = check('acceptCancel', booking, now);
  // The no-show grace is the vendor's policy's, asked only of an approved booking (the server
  // checks it again); until it loads, the default policy's.
  const grace = useCancellationPolicy(booking.status === 'approved').data?.no_show_grace_minutes;
  const noShow = check('noShow', booking, now, grace);
  // Any booking past its request can be disputed; a pending one is accepted or rejected instead.
  const canDispute = booking.status !== 'pending';

  const onCancel = () => {
    if (!cancel.allowed) {
      alert('negative', cancel.reason);
      return;
    }
    dialogs.openCancel(booking.id);
  };

  const onComplete = async () => {
    // Offline, the booking's own duration type tells whether the balance is asked first.
    if (!navigator.onLine && needsBalance(booking.serviceform.service_duration_type)) {
      setAskBalance(true);
      return;
    }
    const result = await execute({ kind: 'complete', id: booking.id }, booking);
    if (result === 'balance') setAskBalance(true);
    // SPEC's Complete done: completing leads to the checkout of what the client pays.
    if (result === 'done') setAskCheckout(true);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={booking.endUserImg} alt={booking.endUser} radius="xl" size={48} />
          <div>
            <Text fw={700}>{booking.endUser}</Text>
            <Text fz="sm" c="dimmed">
              {booking.service_name}
              {booking.source && ` · ${SOURCE_LABEL[booking.source]}`}
            </Text>
          </div>
        </Group>
        <StatusBadge status={booking.status} size="lg" />
      </Group>
      <Group justify="space-between" gap="xs">
        <CustomerContact name={booking.endUser} phone={booking.endUserPhone} customerId={booking.endUserId} />
        {/* Issue 36: the client's record in the shop's client book, visits, spending and notes. */}
        <Button
          component={Link}
          to={clientHistoryLink(booking.id)}
          onClick={dialogs.closeDetails}
          size="xs"
          variant="subtle"
          leftSection={<IconAddressBook size={14} />}
        >
          Client history
        </Button>
      </Group>

      <SimpleGrid cols={2} spacing="md" verticalSpacing="sm">
        <Field label="Reference">{booking.reference}</Field>
        <Field label="Service">{booking.service_name}</Field>
        {booking.staff && (
          <Field label="With">
            <Group gap={6} wrap="nowrap">
              <Avatar src={booking.staff.photo} alt="" name={booking.staff.name} color="initials" size={20} />
              {booking.staff.name}
            </Group>
          </Field>
        )}
        <Field label="Starts">{formatDetails(booking.start)}</Field>
        <Field label="Ends">{formatDetails(booking.end)}</Field>
        <Field label="Location">
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={14} />
            {booking.service_location}
          </Group>
          {booking.service_address && (
            <Text fz="xs" c="dimmed">
              {booking.service_address}
            </Text>
          )}
        </Field>
        <Field label="Price">
          {formatNaira(booking.booking_amount)}
          {booking.serviceform.service_duration_type !== 'Fixed' && (
            <Text span fz="xs" c="dimmed">
              {' '}
              ({booking.serviceform.service_duration_type})
            </Text>
          )}
        </Field>
        <Field label="Deposit paid">{formatNaira(booking.amount_paid)}</Field>
        <Field label="Balance received">{formatNaira(booking.balance_received)}</Field>
        <Field label="Home-service fee">{formatNaira(booking.home_service_fee)}</Field>
        {booking.deposit_kept > 0 && <Field label="Fee kept">{formatNaira(booking.deposit_kept)}</Field>}
        {booking.deposit_refunded > 0 && (
          <Field label="Refunded">{formatNaira(booking.deposit_refunded)}</Field>
        )}
      </SimpleGrid>

      {booking.userComment && (
        <Field label="Customer comment">
          <Text fz="sm" fs="italic">
            “{booking.userComment}”
          </Text>
        </Field>
      )}

      {booking.cancelComment.length > 0 && (
        <Field label="Cancellation comments">
          <Stack gap={6}>
            {booking.cancelComment.map((c) => (
              <div key={`${c.initiator}-${c.comment}`}>
                <Text fz="sm">
                  <Text span fw={600} tt="capitalize">
                    {c.initiator}:
                  </Text>{' '}
                  {c.comment}
                </Text>
                {c.attachment && (
                  <Anchor href={c.attachment} target="_blank" rel="noopener noreferrer">
                    <Image src={c.attachment} alt="Cancellation attachment" h={72} w="auto" radius="sm" />
                  </Anchor>
                )}
              </div>
            ))}
          </Stack>
        </Field>
      )}

      {booking.review.length > 0 && (
        <Field label="Reviews">
          <Stack gap={6}>
            {booking.review.map((r) => (
              <div key={r.id}>
                <Rating value={r.rating} readOnly size="xs" />
                <Text fz="sm">{r.comment}</Text>
              </div>
            ))}
          </Stack>
        </Field>
      )}

      <Field label="Client messages">
        <ClientMessages
          booking={{ id: booking.id, status: booking.status, start: booking.start.toISOString() }}
        />
      </Field>

      {askBalance && booking.status === 'ongoing' && (
        <BalanceEntry
          booking={booking}
          loading={busy('completeBalance')}
          onSubmit={(balance) =>
            void execute({ kind: 'completeBalance', id: booking.id, balance }, booking).then((r) => {
              if (r === 'done' || r === 'queued') setAskBalance(false);
              if (r === 'done') setAskCheckout(true);
            })
          }
        />
      )}

      {askCheckout && (booking.status === 'ongoing' || (done && receipt && receipt.checkout_id === null)) && (
        <CheckoutPanel key={booking.status} booking={booking} onClose={() => setAskCheckout(false)} />
      )}
      {receipt?.checkout_id != null && <ReceiptActions bookingId={booking.id} receipt={receipt} />}

      {askNoShow && noShow.allowed && (
        <NoShowConfirm
          booking={booking}
          loading={busy('noShow')}
          onCancel={() => setAskNoShow(false)}
          onConfirm={() => void execute({ kind: 'noShow', id: booking.id })}
        />
      )}

      <RescheduleSection booking={booking} />

      {!start.allowed && !start.hidden && (
        <Alert variant="light" color="gray" icon={<IconClock size={16} />} p="xs">
          <Text fz="xs">{start.reason}</Text>
        </Alert>
      )}

      {waiting.length > 0 && (
        <Alert color="brand" variant="light" title={MSG.actionWaiting}>
          {waiting.map((a) => (
            <Text key={a.id} fz="sm">
              {a.label.split(' · ')[0]}
            </Text>
          ))}
        </Alert>
      )}

      <Divider />
      <Group justify="flex-end" gap="sm">
        {accept.allowed && (
          <>
            <Button variant="outline" color="red" disabled={blocked} onClick={() => setAskReject(true)}>
              Reject
            </Button>
            <Button
              loading={busy('accept')}
              disabled={blocked}
              onClick={() => void execute({ kind: 'accept', id: booking.id }, booking)}
            >
              Accept
            </Button>
          </>
        )}
        {acceptCancel.allowed && (
          <>
            <Button
              variant="default"
              loading={busy('rejectCancel')}
              disabled={blocked}
              onClick={() => void execute({ kind: 'rejectCancel', id: booking.id })}
            >
              Reject Cancellation
            </Button>
            <Button
              color="red"
              loading={busy('acceptCancel')}
              disabled={blocked}
              onClick={() => void execute({ kind: 'acceptCancel', id: booking.id })}
            >
              Accept Cancellation
            </Button>
          </>
        )}
        {shown(cancel) && (
          <Button variant="light" color="red" disabled={blocked} onClick={onCancel}>
            Cancel Booking
          </Button>
        )}
        {shown(start) && (
          <Tooltip label={start.allowed ? '' : start.reason} disabled={start.allowed} withinPortal>
            <span>
              <Button
                leftSection={<IconClock size={16} />}
                disabled={!start.allowed || blocked}
                loading={busy('start')}
                onClick={() => void execute({ kind: 'start', id: booking.id }, booking)}
              >
                Start
              </Button>
            </span>
          </Tooltip>
        )}
        {shown(noShow) && !askNoShow && (
          <Tooltip label={noShow.allowed ? '' : noShow.reason} disabled={noShow.allowed} withinPortal>
            <span>
              <Button
                variant="light"
                color="red"
                leftSection={<IconUserOff size={16} />}
                disabled={!noShow.allowed || blocked}
                onClick={() => setAskNoShow(true)}
              >
                No-show
              </Button>
            </span>
          </Tooltip>
        )}
        {((complete.allowed && !askBalance) || (done && receipt?.checkout_id === null)) && !askCheckout && (
          <Button
            variant={complete.allowed ? 'light' : 'filled'}
            color="teal"
            disabled={blocked}
            onClick={() => setAskCheckout(true)}
          >
            {complete.allowed ? 'Checkout' : 'Take payment'}
          </Button>
        )}
        {complete.allowed && !askBalance && (
          <Button
            color="teal"
            loading={busy('complete')}
            disabled={blocked}
            onClick={() => void onComplete()}
          >
            Complete
          </Button>
        )}
        {canDispute && (
          <Button variant="subtle" color="gray" onClick={() => disputeDialog.open(booking.reference)}>
            Raise Dispute
          </Button>
        )}
        {!canDispute && ![accept, acceptCancel, cancel, start, complete, noShow].some(shown) && (
          <Group gap={6} c="dimmed">
            <IconAlertCircle size={16} />
            <Text fz="sm">No actions for this booking.</Text>
          </Group>
        )}
      </Group>

      <RejectConfirmDialog
        bookings={askReject && accept.allowed ? [booking] : []}
        loading={busy('reject')}
        onClose={() => setAskReject(false)}
        onConfirm={() =>
          void execute({ kind: 'reject', id: booking.id }, booking).then(() => setAskReject(false))
        }
      />
    </Stack>
  );
}
