import { Button, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { downloadMyData } from '../api/exportData.ts';
import { DeleteAccount } from './DeleteAccount.tsx';

/**
 * Settings' 'Your data' (issue 37, NDPA s.38): everything the product keeps of the vendor's
 * business, downloaded as a ZIP of JSON and CSV files; and her account's deletion (s.34).
 */
export function YourDataCard() {
  const download = useMutation({ mutationFn: downloadMyData });
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      shadow="xs"
      maw={1200}
      component="section"
      aria-labelledby="your-data"
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={48} radius="md" variant="light" color="grape">
          <IconDownload size={24} />
        </ThemeIcon>
        <div style={{ flex: 1 }}>
          <Text fw={700} id="your-data">
            Your data
          </Text>
          <Text fz="sm" c="dimmed" mt={2}>
            Download your profile, services, bookings, clients, messages, checkouts, ledger and withdrawals as
            JSON and CSV files in one ZIP. Your NIN is included only as it is shown here.
          </Text>
          {download.isError && (
            <Text fz="sm" c="red" mt="xs" role="alert">
              {download.error.message}
            </Text>
          )}
          {download.isSuccess && (
            <Text fz="sm" c="teal" mt="xs" role="status">
              Downloaded {download.data}
            </Text>
          )}
          <Button
            mt="md"
            leftSection={<IconDownload size={16} />}
            loading={download.isPending}
            onClick={() => download.mutate()}
          >
            Download your data
          </Button>
          <DeleteAccount />
        </div>
      </Group>
    </Paper>
  );
}
