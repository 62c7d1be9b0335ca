import { Divider } from '@mantine/core';

export function OrDivider() {
  return <Divider label="or" labelPosition="center" my="lg" />;
}
