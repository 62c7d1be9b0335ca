import { type BankAccount, bankAccountLookupQuery, HOLDER_NAME_MESSAGES, MSG } from '@app/shared';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingBank, IconCircleCheck, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  useAccountName,
  useAddBankAccount,
  useBankAccounts,
  useBanks,
  useDeleteBankAccount,
} from '../../../api/wallet.ts';
import { alert } from '../../../lib/alert.ts';
import { isApiError, reportError } from '../../../lib/api.ts';
import { applyServerErrors, zodResolver } from '../../../lib/form.ts';

/** How long the bank and number must stay as they are before the name is looked up. */
const LOOKUP_DELAY_MS = 400;

/**
 * The account name as the bank gives it, read-only: looked up once the bank is chosen and the ten
 * digits pass the number rules, and the inputs have stayed put a moment (one request; one whose
 * inputs changed is cancelled). Answers the name to save, or null while there is none.
 */
function useLookedUpName(values: { bank_code: string; account_no: string }) {
  const key = `${values.bank_code}:${values.account_no}`;
  const [settledKey] = useDebouncedValue(key, LOOKUP_DELAY_MS);
  const parsed = bankAccountLookupQuery.safeParse(values);
  const ready = parsed.success && settledKey === key;
  const lookup = useAccountName(ready ? parsed.data : null);
  const complete = values.bank_code !== '' && values.account_no.length === 10;
  // 'invalid': the number's own message (its field's error) says why there is no name.
  const status = !complete
    ? 'idle'
    : !parsed.success
      ? 'invalid'
      : // A retry after a failure keeps the failure until it ends: it shows as loading too.
        !ready || lookup.isPending || (lookup.isError && lookup.isFetching)
        ? 'loading'
        : lookup.isError
          ? 'failed'
          : 'found';
  // Ten digits at a chosen bank are told at once when they fail the number rules (the check digit).
  const numberIssue =
    status === 'invalid'
      ? parsed.error?.issues.find((issue) => issue.path[0] === 'account_no')?.message
      : undefined;
  const data = status === 'found' ? lookup.data : undefined;
  return {
    status,
    lookup,
    numberIssue,
    name: data?.account_name ?? null,
    // Issue 35: whether the bank's name is the vendor's or her business's (the server compares).
    matches: data?.name_matches ?? true,
  } as const;
}

function AccountName({ found }: { found: ReturnType<typeof useLookedUpName> }) {
  const { status, lookup, name } = found;
  const error = lookup.error;
  return (
    <div role="status" aria-label="Account name" aria-busy={status === 'loading'}>
      {status === 'idle' && (
        <Text fz="sm" c="dimmed">
          Choose the bank and enter the 10-digit number to see the account name.
        </Text>
      )}
      {status === 'loading' && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text fz="sm">Looking up the account name…</Text>
        </Group>
      )}
      {status === 'found' && (
        <Group gap="xs" wrap="nowrap">
          <IconCircleCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />
          <Text fz="sm" fw={600}>
            Account name: {name}
          </Text>
        </Group>
      )}
      {status === 'failed' && (
        <Text fz="sm" c="red.8">
          {(isApiError(error) && error.body.message) || MSG.somethingWrong}{' '}
          {/* The bank not knowing the account is an answer; anything else may pass. */}
          {!(isApiError(error) && error.status === 422) && (
            <Anchor component="button" type="button" fz="sm" onClick={() => void lookup.refetch()}>
              Try again
            </Anchor>
          )}
        </Text>
      )}
    </div>
  );
}

function AddAccountForm({ onDone }: { onDone: () => void }) {
  const banks = useBanks();
  const add = useAddBankAccount();
  const form = useForm({
    mode: 'controlled',
    initialValues: { bank_code: '', account_no: '' },
    validate: zodResolver(bankAccountLookupQuery),
    validateInputOnBlur: true,
  });
  const found = useLookedUpName(form.values);
  // The holder name is neither hers nor her business's: Save asks first, and her yes saves it.
  const [asking, setAsking] = useState(false);

  const send = async (values: typeof form.values, confirmed: boolean) => {
    if (!found.name) return;
    try {
      const answer = await add.mutateAsync({
        ...values,
        account_name: found.name,
        confirm_name_mismatch: confirmed,
      });
      alert('positive', answer.message);
      form.reset();
      onDone();
    } catch (error) {
      if (!applyServerErrors(error, form.setFieldError)) reportError(error, MSG.somethingWrong);
    }
  };
  const submit = form.onSubmit((values) => {
    if (!found.name) return;
    if (found.matches) void send(values, false);
    else setAsking(true);
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Add bank account">
      <Stack gap="md">
        <Select
          label="Bank"
          placeholder={banks.isLoading ? 'Loading banks…' : 'Choose your bank'}
          searchable
          required
          nothingFoundMessage="No bank matches"
          data={(banks.data ?? []).map((b) => ({ value: b.code, label: b.name }))}
          comboboxProps={{ zIndex: 1000 }}
          {...form.getInputProps('bank_code')}
          onChange={(value) => form.setFieldValue('bank_code', value ?? '')}
        />
        <TextInput
          label="Account number"
          placeholder="10 digits"
          required
          inputMode="numeric"
          maxLength={10}
          {...form.getInputProps('account_no')}
          error={found.numberIssue ?? form.errors.account_no}
          onChange={(event) => form.setFieldValue('account_no', event.currentTarget.value.replace(/\D/g, ''))}
        />
        <AccountName found={found} />
        {asking && found.name && !found.matches && (
          <Alert color="yellow" variant="light" title="This account is in another name" role="alertdialog">
            <Stack gap="sm">
              <Text fz="sm">{HOLDER_NAME_MESSAGES.confirm(found.name)}</Text>
              <Group gap="sm">
                <Button color="yellow" loading={add.isPending} onClick={() => void send(form.values, true)}>
                  Yes, it is mine: save it
                </Button>
                <Button variant="default" onClick={() => setAsking(false)}>
                  Back
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={!found.name} loading={add.isPending}>
            Save account
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function AccountCard({ account, onDelete }: { account: BankAccount; onDelete: () => void }) {
  return (
    <Paper withBorder radius="md" p="md" data-account={account.id}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={44} radius="md" variant="light">
            <IconBuildingBank size={22} />
          </ThemeIcon>
          <div>
            <Text fw={600}>{account.account_name}</Text>
            {account.name_mismatch && (
              <Badge color="yellow" variant="light" size="sm">
                {HOLDER_NAME_MESSAGES.differs}
              </Badge>
            )}
            <Text fz="sm" c="dimmed">
              {account.bank_name} · {account.account_no}
            </Text>
          </div>
        </Group>
        <Tooltip label="Remove">
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Remove ${account.bank_name} ${account.account_no}`}
            onClick={onDelete}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}

/** Settings > Payment: the bank accounts withdrawals pay out to (numbers shown redacted). */
export default function PaymentSettingsPage() {
  const accounts = useBankAccounts();
  const remove = useDeleteBankAccount();
  const [adding, setAdding] = useState(false);
  const [confirm, setConfirm] = useState<BankAccount | null>(null);
  const list = accounts.data ?? [];

  const doDelete = async () => {
    if (!confirm) return;
    try {
      const answer = await remove.mutateAsync(confirm.id);
      alert('positive', answer.message);
      setConfirm(null);
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <SimpleGrid cols={2} spacing="lg" maw={1100} style={{ alignItems: 'start' }}>
      <Paper withBorder radius="lg" p="xl" shadow="xs">
        <Group justify="space-between" mb="lg">
          <div>
            <Title order={2} fz={20}>
              Bank accounts
            </Title>
            <Text fz="sm" c="dimmed">
              Withdrawals are paid to one of these accounts.
            </Text>
          </div>
          {!adding && (
            <Button leftSection={<IconPlus size={18} />} onClick={() => setAdding(true)}>
              Add bank account
            </Button>
          )}
        </Group>
        {accounts.isLoading ? (
          <Stack gap="sm">
            {[0, 1].map((i) => (
              <Skeleton key={i} h={76} radius="md" />
            ))}
          </Stack>
        ) : list.length === 0 ? (
          <Stack align="center" ta="center" gap="xs" py={40}>
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconBuildingBank size={28} />
            </ThemeIcon>
            <Text fw={600}>No bank accounts</Text>
            <Text fz="sm" c="dimmed">
              Add the account your earnings should be paid to.
            </Text>
          </Stack>
        ) : (
          <Stack gap="sm">
            {list.map((account) => (
              <AccountCard key={account.id} account={account} onDelete={() => setConfirm(account)} />
            ))}
          </Stack>
        )}
      </Paper>

      {adding && (
        <Paper withBorder radius="lg" p="xl" shadow="xs">
          <Title order={2} fz={20} mb="lg">
            Add bank account
          </Title>
          <AddAccountForm onDone={() => setAdding(false)} />
        </Paper>
      )}

      <Modal
        opened={confirm != null}
        onClose={() => setConfirm(null)}
        title="Remove bank account"
        centered
        radius="lg"
        size={420}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Text fz="sm">
          Remove {confirm?.bank_name} {confirm?.account_no}? You can add it again later.
        </Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={() => setConfirm(null)}>
            Keep
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => void doDelete()}>
            Remove
          </Button>
        </Group>
      </Modal>
    </SimpleGrid>
  );
}
