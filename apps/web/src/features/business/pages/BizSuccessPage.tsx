import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { CelebrateIllustration } from '../../../components/Illustrations.tsx';
import { SetupShell } from '../../../components/SetupShell.tsx';

/** The end of registration (SPEC §4): sign-up → business setup → here → dashboard. */
export default function BizSuccessPage() {
  const navigate = useNavigate();
  return (
    <SetupShell>
      <Stack align="center" ta="center" gap="md" py="lg">
        <div style={{ width: 'min(320px, 80vw)' }}>
          <CelebrateIllustration />
        </div>
        <Title order={1} fz={30}>
          Your business is ready!
        </Title>
        <Text c="dimmed" fz="lg" maw={460}>
          Your shop is set up. Add your services and business hours from the dashboard so customers can start
          booking you.
        </Text>
        <Button
          size="lg"
          mt="md"
          rightSection={<IconArrowRight size={18} />}
          onClick={() => navigate('/dashboard', { replace: true })}
        >
          Go to Dashboard
        </Button>
      </Stack>
    </SetupShell>
  );
}
