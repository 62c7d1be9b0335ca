import type { ReviewResponse } from '@app/shared';
import { Group, Progress, Rating, Stack, Text } from '@mantine/core';

/** The average ('total-rating') and how many reviews gave each number of stars. */
export function RatingsSummary({ total, reviews }: { total: number; reviews: ReviewResponse[] }) {
  const counts = [5, 4, 3, 2, 1].map((stars) => ({
    stars,
    count: reviews.filter((r) => Math.round(r.rating) === stars).length,
  }));
  const max = Math.max(1, reviews.length);
  return (
    <Group align="center" gap="xl" wrap="nowrap">
      <Stack gap={4} align="center" miw={120}>
        <Text fz={40} fw={800} lh={1} data-testid="total-rating">
          {total.toFixed(1)}
        </Text>
        <Rating
          value={total}
          fractions={10}
          readOnly
          size="sm"
          role="img"
          aria-label={`${total.toFixed(1)} out of 5`}
        />
        <Text fz="xs" c="dimmed">
          {reviews.length} {reviews.length === 1 ? 'review' : 'reviews'}
        </Text>
      </Stack>
      <Stack gap={6} style={{ flex: 1 }}>
        {counts.map(({ stars, count }) => (
          <Group key={stars} gap="sm" wrap="nowrap" role="group" aria-label={`${stars} stars: ${count}`}>
            <Text fz="xs" w={42} c="dimmed">
              {stars} star
            </Text>
            <Progress
              value={(count / max) * 100}
              color="yellow"
              size="md"
              radius="xl"
              style={{ flex: 1 }}
              aria-label={`Share of ${stars}-star reviews`}
            />
            <Text fz="xs" w={24} ta="right">
              {count}
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}
