import { SegmentedControl } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';

/** Switches between the two package pages: the catalogue and the brief-case. */
export function PackageNav() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const value = pathname.endsWith('/brief-case') ? 'brief-case' : 'services';
  return (
    <SegmentedControl
      aria-label="Package sections"
      radius="md"
      size="md"
      value={value}
      onChange={(next) => navigate(`/dashboard/package/${next}`)}
      data={[
        { value: 'services', label: 'Services & bundles' },
        { value: 'brief-case', label: 'Brief-case' },
      ]}
    />
  );
}
