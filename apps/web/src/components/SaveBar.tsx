import { Button, Group } from '@mantine/core';

/** The save row at the bottom of a settings form. */
export function SaveBar({
  loading,
  label = 'Save changes',
  dirty = true,
}: {
  loading: boolean;
  label?: string;
  dirty?: boolean;
}) {
  return (
    <Group justify="flex-end" mt="md">
      <Button type="submit" loading={loading} disabled={!dirty}>
        {label}
      </Button>
    </Group>
  );
}
