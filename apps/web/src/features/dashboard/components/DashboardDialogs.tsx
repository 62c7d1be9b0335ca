import { AppointmentDetailsDialog } from '../../bookings/components/AppointmentDetailsDialog.tsx';
import { AppointmentsListDialog } from '../../bookings/components/AppointmentsListDialog.tsx';
import { CancelBookingDialog } from '../../bookings/components/CancelBookingDialog.tsx';
import { AlertsDialog } from '../../notifications/components/AlertsDialog.tsx';
import { MoneyDialogs } from '../../payments/MoneyDialogs.tsx';
import { VerifyDialog } from '../../verification/components/VerifyDialog.tsx';
import { useVerificationPrompt } from '../../verification/useVerificationPrompt.ts';

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
