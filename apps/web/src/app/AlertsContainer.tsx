import { Notifications } from '@mantine/notifications';

/** The alerts' container, loaded after the first screen (Alerts.tsx). */
export default function AlertsContainer() {
  return <Notifications position="top-center" zIndex={4000} />;
}
