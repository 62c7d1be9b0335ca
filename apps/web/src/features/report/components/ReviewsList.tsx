import { formatDetails, type ReviewResponse } from '@app/shared';
import { Avatar, Button, Group, Paper, Rating, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowBackUp, IconMessageStar } from '@tabler/icons-react';
import { useState } from 'react';
import { ReviewReplyForm } from './ReviewReplyForm.tsx';

const DEFAULT_AVATAR = '/default-avatar.svg';

function ReviewItem({ review }: { review: ReviewResponse }) {
  const [replying, setReplying] = useState(false);
  const name = review.enduser
    ? `${review.enduser.first_name} ${review.enduser.last_name}`.trim()
    : 'User Removed';
  const reply = review.vendorcommentreview[0];

  return (
    <Paper withBorder radius="md" p="md" data-review={review.id}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={review.enduser?.profile_image || DEFAULT_AVATAR} alt={name} radius="xl" />
          <div>
            <Text fw={600} fz="sm">
              {name}
            </Text>
            <Text fz="xs" c="dimmed">
              {formatDetails(new Date(review.created_at))}
            </Text>
          </div>
        </Group>
        <Rating
          value={review.rating}
          readOnly
          size="sm"
          role="img"
          aria-label={`${review.rating} out of 5`}
        />
      </Group>
      <Text fz="sm" mt="sm">
        {review.comment}
      </Text>

      {reply ? (
        <Paper radius="md" p="sm" mt="sm" bg="brand.0" data-testid="vendor-reply">
          <Group gap={6} mb={4}>
            <Text fz="xs" fw={700} c="brand.8">
              Your reply
            </Text>
            <Rating
              value={reply.rating}
              readOnly
              size="xs"
              role="img"
              aria-label={`${reply.rating} out of 5`}
            />
          </Group>
          <Text fz="sm">{reply.comment}</Text>
        </Paper>
      ) : replying ? (
        <Paper withBorder radius="md" p="sm" mt="sm">
          <ReviewReplyForm reviewId={review.id} />
        </Paper>
      ) : (
        <Group justify="flex-end" mt="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconArrowBackUp size={14} />}
            onClick={() => setReplying(true)}
          >
            Reply
          </Button>
        </Group>
      )}
    </Paper>
  );
}

/** Client reviews, each with the vendor's one reply or the form to write it. */
export function ReviewsList({ reviews }: { reviews: ReviewResponse[] }) {
  if (reviews.length === 0) {
    return (
      <Stack align="center" ta="center" gap="xs" py={40}>
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconMessageStar size={28} />
        </ThemeIcon>
        <Text fw={600}>No reviews yet</Text>
        <Text fz="sm" c="dimmed">
          Reviews from your clients will show here.
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {reviews.map((review) => (
        <ReviewItem key={review.id} review={review} />
      ))}
    </Stack>
  );
}
