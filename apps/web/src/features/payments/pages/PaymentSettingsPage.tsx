import { type BankAccount, bankAccountBody, MSG } from '@app/shared';
import {
  ActionIcon,
  Button,
  Group,
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
import { IconBuildingBank, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { alert } from '../../../lib/alert.ts';
import { reportError } from '../../../lib/api.ts';
import { applyServerErrors, zodResolver } from '../../../lib/form.ts';
import {
  useAddBankAccount,
  useBankAccounts,
  useBanks,
  useDeleteBankAccount,
} from '../../wallet/api/wallet.ts';

function AddAccountForm({ onDone }: { onDone: () => void }) {
  const banks = useBanks();
  const add = useAddBankAccount();
  const form = useForm({
    mode: 'controlled',
    initialValues: { bank_code: '', account_no: '', account_name: '' },
    validate: zodResolver(bankAccountBody),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const answer = await add.mutateAsync(bankAccountBody.parse(values));
      alert('positive', answer.message);
      form.reset();
      onDone();
    } catch (error) {
      if (!applyServerErrors(error, form.setFieldError)) reportError(error, MSG.somethingWrong);
    }
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
          onChange={(event) => form.setFieldValue('account_no', event.currentTarget.value.replace(/\D/g, ''))}
        />
        <TextInput
          label="Account name"
          placeholder="As the bank shows it"
          required
          {...form.getInputProps('account_name')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={add.isPending}>
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
