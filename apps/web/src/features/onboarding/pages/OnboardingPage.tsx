import { Anchor, Button, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BrandMark } from '../../../components/BrandMark.tsx';
import { CONFIG } from '../../../lib/config.ts';
import { slides } from '../components/slides.tsx';
import classes from './OnboardingPage.module.css';

export default function OnboardingPage() {
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const slide = slides[index] ?? slides[0]!;
  const last = index === slides.length - 1;
  const { Art } = slide;

  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <BrandMark />
      </header>
      <main className={classes.card}>
        {/* Keyed so each slide fades in on its own. */}
        <div key={index} className={classes.slide}>
          <div className={classes.art}>
            <Art />
          </div>
          <Stack gap={10} align="center" ta="center">
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              {slide.title}
            </Title>
            <Text c="dimmed" fz="lg" maw={440}>
              {slide.text}
            </Text>
          </Stack>
        </div>

        <Group gap={2} justify="center" my="xl" role="tablist" aria-label="Onboarding slides">
          {slides.map((item, i) => (
            <UnstyledButton
              key={item.title}
              role="tab"
              aria-selected={i === index}
              aria-label={`Go to slide ${i + 1}`}
              className={classes.dot}
              data-active={i === index || undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </Group>

        {last ? (
          <Button size="lg" fullWidth maw={360} mx="auto" onClick={() => navigate('/register')}>
            Get Started
          </Button>
        ) : (
          <Group justify="center" gap="md" wrap="nowrap">
            <Button variant="default" size="lg" w={160} onClick={() => navigate('/register')}>
              Skip
            </Button>
            <Button
              size="lg"
              w={160}
              rightSection={<IconArrowRight size={18} />}
              onClick={() => setIndex(index + 1)}
            >
              Next
            </Button>
          </Group>
        )}
      </main>
      <Text component="footer" ta="center" c="dimmed" fz="sm" pb="xl">
        Trying to book an appointment?{' '}
        <Anchor href={CONFIG.customerAppUrl} target="_blank" rel="noopener noreferrer" fw={600}>
          Book as a customer
        </Anchor>
      </Text>
    </div>
  );
}
