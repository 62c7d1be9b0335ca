import { formatNaira, type UserDetails } from '@app/shared';
import {
  Anchor,
  Badge,
  Button,
  Divider,
  Group,
  Image,
  Paper,
  Rating,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandX,
  IconBuildingStore,
  IconClock,
  IconCopy,
  IconExternalLink,
  IconHome,
  IconMapPin,
  IconPencil,
} from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { formatDuration, useServices, useWorkspaceImages } from '../../../api/catalogue.ts';
import { useReviews } from '../../../api/reviews.ts';
import { QrCode } from '../../../components/QrCode.tsx';
import { shopUrl } from '../../../lib/config.ts';
import { copyText } from '../../../lib/copyText.ts';
import { priceLabel } from '../../../lib/priceLabel.ts';
import { useSession } from '../../../lib/session.ts';
import { ProfileHeader } from '../components/ProfileHeader.tsx';
import { VerificationCard } from '../components/VerificationCard.tsx';
import classes from './ProfilePage.module.css';

const SOCIAL = [
  { key: 'instagram', label: 'Instagram', icon: IconBrandInstagram },
  { key: 'facebook', label: 'Facebook', icon: IconBrandFacebook },
  { key: 'twitter', label: 'X (Twitter)', icon: IconBrandX },
] as const;

function ShareCard({ details }: { details: UserDetails }) {
  const link = shopUrl(details.profile_link);
  return (
    <Paper withBorder radius="lg" p="xl" shadow="xs" component="section" aria-label="Share your shop">
      <Title order={2} fz={18}>
        Share your shop
      </Title>
      <Text c="dimmed" fz="sm" mt={4}>
        Customers book you straight from this link.
      </Text>
      <TextInput readOnly aria-label="Shop link" value={link} mt="md" size="sm" />
      <Stack mt="sm" gap="xs">
        <Button
          component="a"
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconExternalLink size={16} />}
          fullWidth
        >
          View Shop
        </Button>
        <Button
          variant="light"
          leftSection={<IconCopy size={16} />}
          onClick={() => void copyText(link)}
          fullWidth
        >
          Copy
        </Button>
      </Stack>
      <Stack align="center" mt="lg" gap={6}>
        <div className={classes.qr}>
          <QrCode value={link} size={184} label="QR code of your shop link" />
        </div>
        <Text fz="xs" c="dimmed">
          Scan to open your shop
        </Text>
      </Stack>
    </Paper>
  );
}

/** Report's Reviews card (ReportPage scrolls to it). */
const REVIEWS_LINK = '/dashboard/report#reviews';

function ProfileView({ details }: { details: UserDetails }) {
  const navigate = useNavigate();
  const services = useServices();
  const reviews = useReviews();
  const gallery = useWorkspaceImages();
  const images = [
    ...details.business_imagepath,
    ...(gallery.data ?? []).map((g) => g.path),
    ...details.workspaceimage,
  ].filter((src, i, all) => src && all.indexOf(src) === i);
  const rating = reviews.data?.totalRating ?? 0;
  const count = reviews.data?.reviews.length ?? 0;
  const category = details.businesscategory.map((c) => c.category_name).join(', ');

  return (
    <Paper
      withBorder
      radius="lg"
      shadow="xs"
      style={{ overflow: 'hidden' }}
      component="section"
      aria-label="Shop preview"
    >
      <ProfileHeader
        name={details.business_name}
        actions={
          <Button
            variant="default"
            leftSection={<IconPencil size={16} />}
            onClick={() => navigate('/dashboard/settings/business-settings/info')}
          >
            Edit profile
          </Button>
        }
      >
        <Title order={2} fz={26}>
          {details.business_name}
        </Title>
        <Group gap="xs" mt={4}>
          {category && (
            <Badge variant="light" size="lg">
              {category}
            </Badge>
          )}
          <Group gap={6} data-testid="rating">
            <Rating value={rating} fractions={2} readOnly size="sm" />
            <Text fz="sm" fw={600}>
              {rating.toFixed(1)}
            </Text>
            {/* The reviews themselves, with their replies, are on Report. */}
            <Text fz="sm" c="dimmed">
              (
              <Anchor component={Link} to={REVIEWS_LINK} fz="sm">
                {count} review{count === 1 ? '' : 's'}
              </Anchor>
              )
            </Text>
          </Group>
        </Group>
      </ProfileHeader>
      <Stack p="xl" gap="lg">
        {details.business_description && <Text>{details.business_description}</Text>}

        <Group gap="xl">
          {details.business_address && (
            <Group gap={6} wrap="nowrap">
              <IconMapPin size={18} color="var(--mantine-color-brand-6)" />
              <Text fz="sm">{details.business_address}</Text>
            </Group>
          )}
          <Group gap={6}>
            {details.my_place && (
              <Badge variant="light" color="brand" leftSection={<IconBuildingStore size={12} />}>
                At my place
              </Badge>
            )}
            {details.home_service && (
              <Badge variant="light" color="teal" leftSection={<IconHome size={12} />}>
                Home service{details.homeservicefee ? ` · ${formatNaira(details.homeservicefee)}` : ''}
              </Badge>
            )}
          </Group>
        </Group>

        {SOCIAL.some((s) => details[s.key]) && (
          <Group gap="md">
            {SOCIAL.map(({ key, label, icon: Icon }) =>
              details[key] ? (
                <Anchor
                  key={key}
                  href={details[key] ?? undefined}
                  target="_blank"
                  rel="noopener noreferrer"
                  fz="sm"
                >
                  <Group gap={4}>
                    <Icon size={18} />
                    {label}
                  </Group>
                </Anchor>
              ) : null,
            )}
          </Group>
        )}

        {images.length > 0 && (
          <SimpleGrid cols={4} spacing="sm">
            {images.slice(0, 4).map((src, i) => (
              <Image key={src} src={src} alt={`Business image ${i + 1}`} h={110} radius="md" fit="cover" />
            ))}
          </SimpleGrid>
        )}

        <Divider />
        <div>
          <Group justify="space-between" mb="sm">
            <Title order={3} fz={18}>
              Services
            </Title>
            <Anchor fz="sm" onClick={() => navigate('/dashboard/package/services')}>
              Manage services
            </Anchor>
          </Group>
          {services.isLoading ? (
            <Skeleton h={120} />
          ) : (services.data ?? []).length === 0 ? (
            <Text c="dimmed">No services yet. Add services so customers can book you.</Text>
          ) : (
            <Stack gap={0}>
              {(services.data ?? []).map((s) => (
                <Group
                  key={s.id}
                  justify="space-between"
                  py="sm"
                  className={classes.serviceRow}
                  wrap="nowrap"
                  data-service={s.name}
                >
                  <div>
                    <Text fw={600}>{s.name}</Text>
                    <Group gap={4} c="dimmed">
                      <IconClock size={14} />
                      <Text fz="sm" c="dimmed">
                        {formatDuration(s.duration_minutes)}
                      </Text>
                    </Group>
                  </div>
                  <Text fw={700} c="brand.7">
                    {s.duration_type === "don't show" ? 'Price on request' : priceLabel(s)}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </div>
      </Stack>
    </Paper>
  );
}

/** Profile: the shop as customers see it, the share card (link, copy, QR code, View Shop) and verification. */
export default function ProfilePage() {
  const { details } = useSession();
  if (!details) return <Skeleton h={500} radius="lg" />;
  return (
    <div className={classes.layout}>
      <ProfileView details={details} />
      <Stack gap="lg">
        <ShareCard details={details} />
        <VerificationCard details={details} />
      </Stack>
    </div>
  );
}
