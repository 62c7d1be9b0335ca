import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { BrandMark } from '../../../components/BrandMark.tsx';

/**
 * What each page will hold. Both say plainly that they hold no legal text yet: the business running
 * this service, its operator, writes its own, and sign-up links here meanwhile rather than to nothing.
 */
const PAGES = {
  '/terms': {
    title: 'Terms and conditions',
    text: [
      'These will be the terms and conditions of the business that runs this service, its operator. The operator has not published them here yet.',
      'Until they do, ask the operator for their terms before you agree to them.',
    ],
  },
  '/privacy': {
    title: 'Privacy policy',
    text: [
      'This will be the privacy policy of the business that runs this service, its operator: what they collect about you and your customers, and what they do with it. The operator has not published it here yet.',
      'Until they do, ask the operator how they handle your data.',
    ],
  },
};

/** /terms and /privacy, one page (one download, one route module for both). */
export default function LegalPage() {
  const { pathname } = useLocation();
  const { title, text } = PAGES[pathname === '/privacy' ? '/privacy' : '/terms'];
  return (
    <Container size="sm" py={48} component="main">
      <Stack gap="xl">
        <BrandMark />
        <Paper withBorder radius="lg" p="xl" shadow="xs">
          <Stack gap="md">
            <Title order={1} fz={28}>
              {title}
            </Title>
            {text.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
            <Text fz="sm" c="dimmed">
              Nothing on this page is a legal statement.
            </Text>
            <Anchor component={Link} to="/register" fw={600}>
              Back to sign up
            </Anchor>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
