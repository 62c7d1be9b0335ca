import { VerifyDialog } from '../../components/VerifyDialog.tsx';
import { AppointmentDetailsDialog } from '../../features/bookings/components/AppointmentDetailsDialog.tsx';
import { AppointmentsListDialog } from '../../features/bookings/components/AppointmentsListDialog.tsx';
import { CancelBookingDialog } from '../../features/bookings/components/CancelBookingDialog.tsx';
import { AlertsDialog } from '../../features/notifications/components/AlertsDialog.tsx';
import { MoneyDialogs } from './MoneyDialogs.tsx';
import { useVerificationPrompt } from './useVerificationPrompt.ts';

/** The dashboard's dialogs (SPEC §2), mounted once in the layout and opened through `dialogs`. */
export function DashboardDialogs() {
  const verification = useVerificationPrompt();
  return (
    <>
      <AppointmentsListDialog />
      <AppointmentDetailsDialog />
      <CancelBookingDialog />
      <AlertsDialog />
      <VerifyDialog
        kind={verification.open}
        onClose={verification.close}
        onVerified={verification.verified}
      />
      <MoneyDialogs />
    </>
  );
}
