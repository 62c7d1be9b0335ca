import { DisputeFormDialog } from '../../features/disputes/components/DisputeFormDialog.tsx';
import { VerificationRequiredDialog } from '../../features/wallet/components/VerificationRequiredDialog.tsx';
import { WithdrawalRequestDialog } from '../../features/wallet/components/WithdrawalRequestDialog.tsx';

/** The money-and-trust dialogs of SPEC §2: Withdrawal Request, Verification Required, Dispute Form. */
export function MoneyDialogs() {
  return (
    <>
      <WithdrawalRequestDialog />
      <VerificationRequiredDialog />
      <DisputeFormDialog />
    </>
  );
}
