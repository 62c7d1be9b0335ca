import { Notifications } from '@mantine/notifications';
import classes from './AlertsContainer.module.css';

/** The alerts' container, loaded after the first screen (Alerts.tsx). */
export default function AlertsContainer() {
  return <Notifications position="top-center" zIndex={4000} classNames={classes} />;
}
