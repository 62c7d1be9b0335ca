import type { ProgressProps } from '@mantine/core';
import { NavigationProgress, type NavigationProgressProps, useNprogress } from '@mantine/nprogress';
import { progressStore, useProgress } from '../lib/progress.ts';

/** NavigationProgress hands its other props to Mantine's Progress, whose `attributes` reach the bar itself. */
const onBar = (attributes: Record<string, unknown>) =>
  ({ attributes: { section: attributes } }) satisfies Pick<
    ProgressProps,
    'attributes'
  > as NavigationProgressProps;

/**
 * SPEC §2 root progress bar (@mantine/nprogress): shows while `active` or while tracked work runs
 * (lib/progress.ts). `data-visible` marks the progressbar while it shows, for whoever waits for a
 * settled screen (the browser journeys).
 */
export function TopProgressBar({ active }: { active: boolean }) {
  useProgress(active);
  const { mounted } = useNprogress(progressStore);
  return (
    <NavigationProgress
      store={progressStore}
      size={3}
      aria-label="Page loading"
      aria-hidden={!mounted}
      {...onBar({ 'data-visible': mounted || undefined })}
    />
  );
}
