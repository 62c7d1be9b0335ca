import { cancelBookingBody, MSG, nairaToKobo, TRANSITIONS, targetOf } from '@app/shared';
import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useBooking } from '../../../api/bookings/bookings.ts';
import type { Booking } from '../../../api/bookings/model.ts';
import { isAcceptableImage, readAsDataUrl } from '../../../lib/images.ts';
import { dialogs, useDialogs } from '../../../stores/dialogs.ts';
import { useBookingCommand } from '../api/actions.ts';
import { useCancelFollowing } from '../api/series.ts';

/** SPEC §4 cancel dialog: a required comment and an optional image attachment → cancelvendorBooking. */
export function CancelBookingDialog() {
  const { cancel: id } = useDialogs();
  const booking = useBooking(id);
  return (
    <Modal
      opened={id != null}
      onClose={dialogs.closeCancel}
      title="Cancel Booking"
      size={480}
      radius="lg"
      centered
      zIndex={320}
      overlayProps={{ backgroundOpacity: 0.25 }}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {id != null && <CancelForm key={id} id={id} booking={booking} />}
    </Modal>
  );
}

/** The state machine's answer: a booking the client paid for online becomes a request to the client. */
const waitsForClient = (booking: Booking) =>
  targetOf(TRANSITIONS.cancel, {
    amountPaidKobo: nairaToKobo(booking.amount_paid),
    source: booking.source ?? 'online',
  }) === 'cancellation requested vendor';

function CancelForm({ id, booking }: { id: number; booking?: Booking }) {
  const service = booking?.service_name;
  const inSeries = booking?.seriesId != null;
  const { execute, pending } = useBookingCommand();
  const following = useCancelFollowing();
  // A visit of a series: this one only, or this and every later one (issue 36).
  const [scope, setScope] = useState<'one' | 'following'>('one');
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const [attachment, setAttachment] = useState<{ name: string; url: string } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const parsed = cancelBookingBody.safeParse({ comment, attachment: attachment?.url ?? null });
  const commentError = parsed.success
    ? undefined
    : parsed.error.issues.find((issue) => issue.path[0] === 'comment')?.message;

  const pick = async (file: File | null) => {
    setFileError(null);
    if (!file) return;
    if (!isAcceptableImage(file)) {
      setFileError(MSG.badImage);
      return;
    }
    setAttachment({ name: file.name, url: await readAsDataUrl(file) });
  };

  const submit = async () => {
    setTouched(true);
    if (!parsed.success) return;
    const result =
      scope === 'following'
        ? await following.mutateAsync({ id, body: parsed.data }).then(
            () => 'done',
            () => 'failed',
          )
        : await execute({ kind: 'cancel', id, body: parsed.data });
    if (result === 'done') {
      dialogs.closeCancel();
      dialogs.closeDetails();
    }
  };

  return (
    <Stack gap="md">
      {service && (
        <Text fz="sm" c="dimmed">
          Tell the customer why you are cancelling {service}.
        </Text>
      )}
      {booking && waitsForClient(booking) && (
        <Alert color="yellow" variant="light" title="This cancel waits for the client">
          {MSG.cancelWaitsForClient}
        </Alert>
      )}
      {inSeries && (
        <SegmentedControl
          aria-label="Which visits"
          value={scope}
          onChange={(value) => setScope(value as typeof scope)}
          data={[
            { value: 'one', label: 'This visit' },
            { value: 'following', label: 'This and all following' },
          ]}
        />
      )}
      <Textarea
        label="Reason for cancelling"
        placeholder="Write a comment for the customer"
        required
        autosize
        minRows={3}
        maxRows={6}
        value={comment}
        onChange={(e) => setComment(e.currentTarget.value)}
        onBlur={() => setTouched(true)}
        error={touched ? commentError : undefined}
      />
      <Stack gap={6}>
        <Text fz="sm" fw={500}>
          Attachment (optional)
        </Text>
        {attachment ? (
          <Group gap="sm" wrap="nowrap">
            <Image src={attachment.url} alt="Attachment preview" h={64} w={64} fit="cover" radius="sm" />
            <Text fz="sm" truncate style={{ flex: 1 }}>
              {attachment.name}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label="Remove attachment"
              onClick={() => setAttachment(null)}
            >
              <IconX size={16} />
            </ActionIcon>
          </Group>
        ) : (
          <FileButton onChange={(file) => void pick(file)} accept=".jpg,.jpeg,.png,image/jpeg,image/png">
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconPaperclip size={16} />} w="fit-content">
                Add image
              </Button>
            )}
          </FileButton>
        )}
        <Text fz="xs" c={fileError ? 'red' : 'dimmed'}>
          {fileError ?? 'JPG or PNG, up to 2 MB.'}
        </Text>
      </Stack>
      <Group justify="flex-end">
        <Button variant="default" onClick={dialogs.closeCancel}>
          Keep Booking
        </Button>
        <Button color="red" loading={pending || following.isPending} onClick={() => void submit()}>
          Cancel Booking
        </Button>
      </Group>
    </Stack>
  );
}
