import { formatNaira, LIMITS } from '@app/shared';
import { NumberInput, type NumberInputProps } from '@mantine/core';

/** An amount in naira as the shop types it: ₦, thousands separated, kobo at most, never negative. */
export function NairaInput(props: NumberInputProps) {
  return (
    <NumberInput min={0} prefix="₦" thousandSeparator="," decimalScale={2} allowNegative={false} {...props} />
  );
}

/**
 * SPEC §4's balance entry, in the Complete step and the checkout alike: step 500, at least `min`
 * (price − paid). What the vendor typed is never changed: below the least it shows the error and
 * the caller keeps its submit disabled (SPEC §5).
 */
export function BalanceInput({ min, ...props }: NumberInputProps & { min: number }) {
  const typed = props.value;
  const balance = typeof typed === 'number' ? typed : Number.parseFloat(typed ?? '');
  return (
    <NairaInput
      min={min}
      clampBehavior="none"
      step={LIMITS.balanceStep}
      error={Number.isFinite(balance) && balance >= min ? undefined : `At least ${formatNaira(min)}`}
      {...props}
    />
  );
}
