import { DELETE_ACCOUNT_WORD, RETENTION } from '@app/shared';
import { Alert, Button, List, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useDeleteAccount } from '../../../api/privacy.ts';
import { isApiError } from '../../../lib/api.ts';

/**
 * Settings › Your data (issue 37, NDPA s.34): the vendor deletes her account. The dialog states the
 * rules the server applies (money, withdrawals, open bookings) and what is kept and why; the
 * server's refusal is shown in its own words, naming what to settle.
 */
export function DeleteAccount() {
  const [opened, { open, close }] = useDisclosure(false);
  const [password, setPassword] = useState('');
  const [word, setWord] = useState('');
  const remove = useDeleteAccount();
  const problem = remove.error
    ? isApiError(remove.error)
      ? remove.error.body.message
      : 'Your account could not be deleted. Please try again.'
    : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate({ password, confirm: word });
  };

  return (
    <>
      <Button
        mt="md"
        ml="sm"
        variant="outline"
        color="red"
        leftSection={<IconTrash size={16} />}
        onClick={open}
      >
        Delete account
      </Button>
      <Modal opened={opened} onClose={close} title="Delete your account" centered>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text fz="sm">Before you can delete your account:</Text>
            <List fz="sm" spacing={4}>
              <List.Item>
                withdraw everything in your earnings, and wait for any withdrawal to be paid;
              </List.Item>
              <List.Item>
                settle every open booking (pending, approved, ongoing, awaiting review or awaiting a
                cancellation answer): complete, cancel or decline it.
              </List.Item>
            </List>
            <Text fz="sm">
              Then your name, e-mail, phone, NIN, bank details, images and business details are erased at
              once, with your clients’ contacts and notes, and every device is signed out.{' '}
              {RETENTION.financialReason}
            </Text>
            <Text fz="sm" fw={600}>
              This cannot be undone. Download your data first if you want a copy.
            </Text>
            <PasswordInput
              label="Your password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              autoComplete="current-password"
              required
            />
            <TextInput
              label={`Type ${DELETE_ACCOUNT_WORD} to confirm`}
              value={word}
              onChange={(e) => setWord(e.currentTarget.value)}
              autoComplete="off"
              required
            />
            {problem && (
              <Alert color="red" role="alert">
                {problem}
              </Alert>
            )}
            <Button
              type="submit"
              color="red"
              loading={remove.isPending}
              disabled={!password || word.trim() !== DELETE_ACCOUNT_WORD}
            >
              Delete my account
            </Button>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
