import { type LegalPageName, legalBlocks } from '@app/shared';
import { Alert, Anchor, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { BrandMark } from '../../../components/BrandMark.tsx';
import { useLegalPage } from '../api/legal.ts';

/** Headings while the text loads (the server's titles, so the page does not jump when it arrives). */
const TITLES: Record<LegalPageName, string> = { terms: 'Terms and conditions', privacy: 'Privacy policy' };

/**
 * /terms and /privacy, one page (one download, one route module for both). The text is the
 * server's (issue 37): the operator's own once published with `npm run admin -- legal-text`,
 * else the product's; a '## ' line is a heading.
 */
export default function LegalPage() {
  const page: LegalPageName = useLocation().pathname === '/privacy' ? 'privacy' : 'terms';
  const legal = useLegalPage(page);
  return (
    <Container size="sm" py={48} component="main">
      <Stack gap="xl">
        <BrandMark />
        <Paper withBorder radius="lg" p="xl" shadow="xs">
          <Stack gap="md">
            <Title order={1} fz={28}>
              {legal.data?.title ?? TITLES[page]}
            </Title>
            {legal.isPending && <Loader size="sm" aria-label="Loading the page" />}
            {legal.isError && (
              <Alert color="red" title="This page could not be loaded">
                Check your connection and try again.
              </Alert>
            )}
            {legal.data &&
              legalBlocks(legal.data.text).map((block) =>
                block.kind === 'heading' ? (
                  <Title key={`${block.kind}:${block.text}`} order={2} fz={20} mt="sm">
                    {block.text}
                  </Title>
                ) : (
                  <Text key={`${block.kind}:${block.text}`}>{block.text}</Text>
                ),
              )}
            {legal.data?.updated_at && (
              <Text fz="sm" c="dimmed">
                Last updated{' '}
                {new Date(legal.data.updated_at).toLocaleDateString('en-NG', { dateStyle: 'long' })}
              </Text>
            )}
            <Anchor component={Link} to="/register" fw={600}>
              Back to sign up
            </Anchor>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
