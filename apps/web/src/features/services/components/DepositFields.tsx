import {
  DEPOSIT_TYPES,
  type DepositType,
  depositDue,
  formatNaira,
  koboToNaira,
  nairaToKobo,
} from '@app/shared';
import { NumberInput, type NumberInputProps, Paper, SegmentedControl, Stack, Text } from '@mantine/core';

const DEPOSIT_LABELS: Record<DepositType, string> = {
  none: 'None',
  fixed: 'Fixed amount',
  percent: '% of price',
};

type DepositRule = { deposit_type: DepositType; deposit_value: number };

/** How a service's deposit reads on its card: 'Deposit ₦5,000.00' or 'Deposit 30 %'; null without one. */
export function depositLabel(rule: DepositRule): string | null {
  if (rule.deposit_type === 'fixed') return `Deposit ${formatNaira(rule.deposit_value)}`;
  if (rule.deposit_type === 'percent') return `Deposit ${rule.deposit_value} %`;
  return null;
}

/** What a share of the price comes to, in NGN, once both numbers are usable. */
function shareOfPrice(percent: number | string, price: number | string): number | null {
  const share = Number(percent);
  const naira = Number(price);
  if (percent === '' || price === '' || !Number.isInteger(share) || share < 1 || share > 100) return null;
  return koboToNaira(depositDue(nairaToKobo(naira), { deposit_type: 'percent', deposit_value: share }));
}

/**
 * The service form's Deposit section: none, a fixed sum or a share of the price. The value's
 * messages are the shared serviceBody's, passed in through `valueProps` like any other field.
 */
export function DepositFields({
  type,
  onTypeChange,
  price,
  valueProps,
}: {
  type: DepositType;
  onTypeChange: (type: DepositType) => void;
  price: number | string;
  valueProps: Pick<NumberInputProps, 'value' | 'onChange' | 'onFocus' | 'onBlur' | 'error'>;
}) {
  const share = type === 'percent' ? shareOfPrice(valueProps.value ?? '', price) : null;
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" role="group" aria-label="Deposit">
      <Stack gap="sm">
        <div>
          <Text fw={600}>Deposit</Text>
          <Text fz="xs" c="dimmed">
            Paid online when a customer books. If they cancel late or don't come, you keep part of it as set
            in Settings › Advance settings.
          </Text>
        </div>
        <SegmentedControl
          aria-label="Deposit type"
          value={type}
          onChange={(next) => onTypeChange(DEPOSIT_TYPES.find((t) => t === next) ?? 'none')}
          data={DEPOSIT_TYPES.map((t) => ({ value: t, label: DEPOSIT_LABELS[t] }))}
          fullWidth
          radius="md"
          color="brand"
        />
        {type === 'fixed' && (
          <NumberInput
            label="Deposit amount"
            description="At most the price"
            prefix="₦"
            thousandSeparator=","
            min={0}
            decimalScale={2}
            allowNegative={false}
            {...valueProps}
          />
        )}
        {type === 'percent' && (
          <NumberInput
            label="Deposit share"
            description={
              share == null
                ? 'A whole percent of the price'
                : `${formatNaira(share)} of ${formatNaira(Number(price))}`
            }
            suffix=" %"
            clampBehavior="none"
            min={1}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            {...valueProps}
          />
        )}
      </Stack>
    </Paper>
  );
}
