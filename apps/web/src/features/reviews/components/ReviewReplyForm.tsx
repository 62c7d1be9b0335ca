import { LIMITS, MSG, REVIEW_REPLY_MAX, reviewReplyBody } from '@app/shared';
import { Button, Group, Input, Rating, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { alert } from '../../../lib/alert.ts';
import { alreadyReported } from '../../../lib/api.ts';
import { zodResolver } from '../../../lib/form.ts';
import { useReplyToReview } from '../api/reviews.ts';

/** SPEC §5 review reply: rating 1–5 and a comment of at least 10 characters; Submit disabled while invalid. */
export function ReviewReplyForm({ reviewId }: { reviewId: number }) {
  const reply = useReplyToReview();
  const form = useForm({
    mode: 'controlled',
    initialValues: { comment: '', rating: 0 },
    validate: zodResolver(reviewReplyBody),
    validateInputOnChange: true,
  });
  const valid = reviewReplyBody.safeParse(form.values).success;

  const submit = form.onSubmit(async (values) => {
    try {
      await reply.mutateAsync({ reviewId, body: reviewReplyBody.parse(values) });
      alert('positive', MSG.responseSent);
    } catch (error) {
      if (!alreadyReported(error)) alert('negative', MSG.responseFailed);
    }
  });

  return (
    <form onSubmit={submit} aria-label="Reply to review">
      <Stack gap="xs">
        <Input.Wrapper label="Your rating of this client" size="sm" error={form.errors.rating}>
          <Rating
            count={LIMITS.ratingMax}
            value={form.values.rating}
            onChange={(value) => form.setFieldValue('rating', value)}
            aria-label="Rating"
            mt={4}
          />
        </Input.Wrapper>
        <Textarea
          label="Your reply"
          size="sm"
          placeholder={`Write at least ${LIMITS.reviewReplyMin} characters`}
          autosize
          minRows={2}
          maxLength={REVIEW_REPLY_MAX}
          {...form.getInputProps('comment')}
        />
        <Group justify="flex-end">
          <Button type="submit" size="sm" disabled={!valid} loading={reply.isPending}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
