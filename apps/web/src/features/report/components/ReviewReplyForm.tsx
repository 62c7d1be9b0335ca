import { LIMITS, MSG, REVIEW_REPLY_MAX, reviewReplyBody } from '@app/shared';
import { Button, Group, Input, Rating, Stack, Textarea } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { useReplyToReview } from '../../../api/reviews.ts';
import { alert } from '../../../lib/alert.ts';
import { alreadyReported } from '../../../lib/api.ts';
import { zodResolver } from '../../../lib/form.ts';

const validate = zodResolver(reviewReplyBody);

/**
 * SPEC §5 review reply: rating 1–5 and a comment of at least 10 characters; Submit disabled while
 * invalid. A disabled button alone does not say why, so once the vendor has started the reply every
 * rule that holds it back is told at its field ('Rating must be greater than zero' under the stars,
 * the comment's message under the comment).
 */
export function ReviewReplyForm({ reviewId }: { reviewId: number }) {
  const reply = useReplyToReview();
  const form = useForm({
    mode: 'controlled',
    initialValues: { comment: '', rating: 0 },
    validate,
  });
  const problems = validate(form.values);
  const valid = Object.keys(problems).length === 0;
  // Nothing is shown on a fresh form; after the first change, every field's current problem.
  const errors: FormErrors = form.isTouched() ? problems : {};

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
        <Input.Wrapper label="Your rating of this client" size="sm" error={errors.rating}>
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
          error={errors.comment}
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
