import type { ReportPeriod } from '@app/shared';
import { formatNaira, koboToNaira, lagosDay, nairaToKobo, reportFrames } from '@app/shared';
import {
  Anchor,
  Group,
  Paper,
  Progress,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCalendarStats, IconCash, IconCircleCheck, IconStar } from '@tabler/icons-react';
import { type ReactNode, type Ref, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useVendorBookings } from '../../../api/bookings/bookings.ts';
import { useTakings } from '../../../api/checkout.ts';
import { useReviews } from '../../../api/reviews.ts';
import { useEarningsReport } from '../../../api/wallet.ts';
import { BarChart } from '../../../components/BarChart.tsx';
import { LIST_COLOURS, statusLabel } from '../../../components/StatusBadge.tsx';
import { TakingsSummary } from '../../../components/TakingsSummary.tsx';
import { compactNaira } from '../../../lib/format.ts';
import { listColourKey } from '../../../lib/statusColours.ts';
import { useNow } from '../../../lib/useNow.ts';
import { RatingsSummary } from '../components/RatingsSummary.tsx';
import { ReviewsList } from '../components/ReviewsList.tsx';
import { buildReport, PERIODS, revenueBars } from '../model.ts';

function Card({
  title,
  subtitle,
  children,
  ref,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs" ref={ref} tabIndex={ref ? -1 : undefined}>
      <Title order={2} fz={18}>
        {title}
      </Title>
      {subtitle && (
        <Text fz="sm" c="dimmed">
          {subtitle}
        </Text>
      )}
      <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>{children}</div>
    </Paper>
  );
}

function Stat({
  label,
  value,
  icon,
  color,
}: {
  label: string;
  value: string;
  icon: ReactNode;
  color: string;
}) {
  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs" role="group" aria-label={label}>
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text fz="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fz={24} fw={800} lh={1.2}>
            {value}
          </Text>
        </div>
        {/* Below 1200 px four cards leave no room for it beside a six-figure amount. */}
        <ThemeIcon size={44} radius="md" variant="light" color={color} visibleFrom="lg">
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}

const count = (n: number) => n.toLocaleString('en-NG');

function MoneyFigure({ label, value }: { label: string; value: number }) {
  return (
    <Paper p={0} role="group" aria-label={label}>
      <Text fz="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={20} fw={800}>
        {formatNaira(value)}
      </Text>
    </Paper>
  );
}

/** Report: bookings and revenue over a period, the status mix, ratings and reviews with the one reply. */
export default function ReportPage() {
  const [period, setPeriod] = useState<ReportPeriod>('30d');
  const now = useNow(true, 60_000);
  const { everything, loading } = useVendorBookings();
  const revenue = useEarningsReport(period);
  // Issue 35: the shop's own book over the same Lagos days as the revenue bars.
  const takings = useTakings(reportFrames(period, now)[0]?.start ?? lagosDay(now), lagosDay(now));
  const reviews = useReviews();
  const report = useMemo(() => buildReport(everything, period, now), [everything, period, now]);
  const periodLabel = PERIODS.find((p) => p.value === period)?.label ?? '';
  const reviewList = reviews.data?.reviews ?? [];
  // Profile's 'N reviews' links to #reviews: once they are in, scroll there and take the focus.
  const reviewsCard = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  const reviewsLoaded = !reviews.isLoading;
  useEffect(() => {
    if (hash === '#reviews' && reviewsLoaded) reviewsCard.current?.focus();
  }, [hash, reviewsLoaded]);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Text c="dimmed" fz="sm">
          Showing the last {periodLabel}
        </Text>
        <SegmentedControl
          aria-label="Period"
          value={period}
          onChange={(value) => setPeriod(value as ReportPeriod)}
          data={PERIODS}
          radius="md"
          color="brand"
        />
      </Group>

      <SimpleGrid cols={4} spacing="lg">
        <Stat
          label="Bookings"
          value={count(report.bookings)}
          color="brand"
          icon={<IconCalendarStats size={22} />}
        />
        <Stat
          label="Revenue"
          value={revenue.data ? formatNaira(revenue.data.total) : '—'}
          color="teal"
          icon={<IconCash size={22} />}
        />
        <Stat
          label="Completed"
          value={count(report.completed)}
          color="green"
          icon={<IconCircleCheck size={22} />}
        />
        <Stat
          label="Average rating"
          value={reviews.data ? reviews.data.totalRating.toFixed(1) : '—'}
          color="yellow"
          icon={<IconStar size={22} />}
        />
      </SimpleGrid>

      <SimpleGrid cols={2} spacing="lg">
        <Card title="Bookings over time" subtitle="Bookings by their start date">
          {loading ? (
            <Skeleton h={244} radius="md" />
          ) : (
            <BarChart
              caption="Bookings over time"
              format={count}
              integer
              data={report.buckets.map((b) => ({ key: b.key, label: b.label, hint: b.hint, value: b.count }))}
            />
          )}
        </Card>
        <Card title="Revenue over time" subtitle="Earnings released to your balance">
          {revenue.data ? (
            <BarChart
              caption="Revenue over time"
              format={compactNaira}
              data={revenueBars(revenue.data.period, revenue.data.bars)}
            />
          ) : revenue.isLoading ? (
            <Skeleton h={244} radius="md" />
          ) : (
            <Text c="dimmed" ta="center" py={60}>
              Revenue could not be loaded
            </Text>
          )}
        </Card>
      </SimpleGrid>

      {revenue.data?.by_staff.some((s) => s.staff_id !== null) && (
        <Card title="Revenue by team member" subtitle={`Earnings of the last ${periodLabel}, by who served`}>
          <Stack gap="sm" role="group" aria-label="Revenue by team member">
            {revenue.data.by_staff.map((s) => {
              const name = s.name ?? 'Your own bookings';
              return (
                <Group
                  key={s.staff_id ?? 'own'}
                  gap="sm"
                  wrap="nowrap"
                  role="group"
                  aria-label={`${name}: ${formatNaira(s.amount)}`}
                >
                  <Text fz="sm" w={200} truncate>
                    {name}
                  </Text>
                  <Progress
                    value={(s.amount / Math.max(1, revenue.data.total)) * 100}
                    color="teal"
                    size="lg"
                    radius="xl"
                    style={{ flex: 1 }}
                    aria-label={`Share of revenue: ${name}`}
                  />
                  <Text fz="sm" fw={600} w={110} ta="right">
                    {formatNaira(s.amount)}
                  </Text>
                </Group>
              );
            })}
          </Stack>
        </Card>
      )}

      <Card title="Money taken" subtitle={`Online and in the shop, the last ${periodLabel}`}>
        {revenue.data && takings.data ? (
          <Stack gap="md">
            <SimpleGrid cols={3} spacing="sm">
              <MoneyFigure label="Online (withdrawable)" value={revenue.data.total} />
              <MoneyFigure label="In the shop" value={takings.data.total.in_shop} />
              {/* Summed in kobo, so the whole agrees with its parts to the kobo. */}
              <MoneyFigure
                label="All money taken"
                value={koboToNaira(nairaToKobo(revenue.data.total) + nairaToKobo(takings.data.total.in_shop))}
              />
            </SimpleGrid>
            <TakingsSummary figures={takings.data.total} />
            <Anchor component={Link} to="/dashboard/takings" fz="sm" fw={600}>
              Close of day: today's takings
            </Anchor>
          </Stack>
        ) : (
          <Skeleton h={120} radius="md" />
        )}
      </Card>

      <SimpleGrid cols={2} spacing="lg">
        <Card title="Status breakdown" subtitle={`Bookings in the last ${periodLabel}`}>
          {report.statuses.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              No bookings in this period
            </Text>
          ) : (
            <Stack gap="sm" role="group" aria-label="Status breakdown">
              {report.statuses.map(({ status, count: n }) => (
                <Group
                  key={status}
                  gap="sm"
                  wrap="nowrap"
                  role="group"
                  aria-label={`${statusLabel(status)}: ${n}`}
                >
                  <Text fz="sm" w={200} truncate>
                    {statusLabel(status)}
                  </Text>
                  <Progress
                    value={(n / Math.max(1, report.bookings)) * 100}
                    color={LIST_COLOURS[listColourKey(status)]}
                    size="lg"
                    radius="xl"
                    style={{ flex: 1 }}
                    aria-label={`Share of bookings ${statusLabel(status)}`}
                  />
                  <Text fz="sm" fw={600} w={32} ta="right">
                    {n}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </Card>
        <Card title="Ratings" subtitle="What your clients say">
          {reviews.isLoading ? (
            <Skeleton h={120} radius="md" />
          ) : (
            <RatingsSummary total={reviews.data?.totalRating ?? 0} reviews={reviewList} />
          )}
        </Card>
      </SimpleGrid>

      <Card title="Reviews" subtitle="You can reply once to each review" ref={reviewsCard}>
        {reviews.isLoading ? (
          <Stack gap="sm">
            {[0, 1].map((i) => (
              <Skeleton key={i} h={96} radius="md" />
            ))}
          </Stack>
        ) : (
          <ReviewsList reviews={reviewList} />
        )}
      </Card>
    </Stack>
  );
}
