import { DISPUTE_COMMENT_MAX, DISPUTE_OTHER, DISPUTE_REASONS, disputeBody, MSG } from '@app/shared';
import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Image,
  Input,
  Modal,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { alert } from '../../../lib/alert.ts';
import { alreadyReported, isApiError } from '../../../lib/api.ts';
import { isAcceptableImage, readAsDataUrl } from '../../../lib/images.ts';
import { SCREEN } from '../../../lib/screen.ts';
import { disputeDialog, useDisputeDialog } from '../../../stores/disputeDialog.ts';
import { useRaiseDispute } from '../api/disputes.ts';

/** SPEC §2/§5 Dispute Form (450 px): reference, one reason (or 'Other' with text), optional image. */
export function DisputeFormDialog() {
  const { opened, reference } = useDisputeDialog();
  return (
    <Modal
      opened={opened}
      onClose={disputeDialog.close}
      title="Dispute Form"
      size={SCREEN.disputeDialogWidth}
      centered
      radius="lg"
      zIndex={400}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened && <DisputeForm fixedReference={reference} />}
    </Modal>
  );
}

type Errors = Partial<Record<'reference' | 'reason' | 'other' | 'attachment', string>>;

function DisputeForm({ fixedReference }: { fixedReference: string | null }) {
  const raise = useRaiseDispute();
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState<string | null>(null);
  const [other, setOther] = useState('');
  const [file, setFile] = useState<{ name: string; dataUrl: string } | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  const clear = (field: keyof Errors) => setErrors((e) => ({ ...e, [field]: undefined }));

  const pick = async (picked: File | null) => {
    if (!picked) return;
    if (!isAcceptableImage(picked)) {
      setErrors((e) => ({ ...e, attachment: MSG.badImage }));
      return;
    }
    try {
      setFile({ name: picked.name, dataUrl: await readAsDataUrl(picked) });
      clear('attachment');
    } catch {
      setErrors((e) => ({ ...e, attachment: MSG.badImage }));
    }
  };

  const submit = async () => {
    const next: Errors = {};
    const ref = (fixedReference ?? reference).trim();
    if (!ref) next.reference = MSG.required;
    if (!reason) next.reason = MSG.disputeReasonRequired;
    if (reason === DISPUTE_OTHER && !other.trim()) next.other = MSG.required;
    const comment = reason === DISPUTE_OTHER ? other.trim() : (reason ?? '');
    const parsed = disputeBody.safeParse({ comment, attachment: file?.dataUrl ?? null });
    if (!parsed.success && !next.reason && !next.other) {
      const issue = parsed.error.issues[0];
      if (issue?.path[0] === 'attachment') next.attachment = issue.message;
      else next[reason === DISPUTE_OTHER ? 'other' : 'reason'] = issue?.message ?? MSG.required;
    }
    setErrors(next);
    if (Object.values(next).some(Boolean) || !parsed.success) return;

    try {
      const answer = await raise.mutateAsync({ reference: ref, body: parsed.data });
      alert('positive', answer.message);
      disputeDialog.close();
    } catch (error) {
      if (alreadyReported(error)) return;
      const body = isApiError(error) ? error.body : undefined;
      alert('negative', body && 'error' in body && body.message ? body.message : MSG.somethingWrong);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        {fixedReference ? (
          <Text fz="sm" c="dimmed">
            Booking reference{' '}
            <Text span fw={600} c="dark" data-testid="dispute-reference">
              {fixedReference}
            </Text>
          </Text>
        ) : (
          <TextInput
            label="Booking reference"
            placeholder="e.g. BK-1A2B3C"
            required
            value={reference}
            error={errors.reference}
            onChange={(event) => {
              setReference(event.currentTarget.value);
              clear('reference');
            }}
          />
        )}

        <Radio.Group
          label="Reason"
          required
          value={reason}
          error={errors.reason}
          onChange={(value) => {
            setReason(value);
            clear('reason');
            clear('other');
          }}
        >
          <Stack gap={10} mt={8}>
            {[...DISPUTE_REASONS, DISPUTE_OTHER].map((option) => (
              <Radio key={option} value={option} label={option} />
            ))}
          </Stack>
        </Radio.Group>

        {reason === DISPUTE_OTHER && (
          <Textarea
            label="Describe the issue"
            required
            autosize
            minRows={3}
            maxLength={DISPUTE_COMMENT_MAX}
            value={other}
            error={errors.other}
            onChange={(event) => {
              setOther(event.currentTarget.value);
              clear('other');
            }}
          />
        )}

        <Input.Wrapper
          label="Attachment (optional)"
          description="A JPG or PNG image of at most 2 MB"
          error={errors.attachment}
        >
          {file ? (
            <Paper withBorder radius="md" p="xs" mt={6}>
              <Group justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Image src={file.dataUrl} alt="Attachment preview" w={56} h={56} radius="sm" fit="cover" />
                  <Text fz="sm" truncate>
                    {file.name}
                  </Text>
                </Group>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label="Remove attachment"
                  onClick={() => setFile(null)}
                >
                  <IconX size={16} />
                </ActionIcon>
              </Group>
            </Paper>
          ) : (
            <FileButton onChange={(f) => void pick(f)} accept=".jpg,.jpeg,.png,image/jpeg,image/png">
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconPaperclip size={16} />}
                  mt={6}
                  display="flex"
                >
                  Attach image
                </Button>
              )}
            </FileButton>
          )}
        </Input.Wrapper>

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={disputeDialog.close}>
            Cancel
          </Button>
          <Button type="submit" loading={raise.isPending}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
