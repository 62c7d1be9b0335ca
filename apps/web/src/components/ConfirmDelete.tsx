import { Button, Group, Modal, Text } from '@mantine/core';

/** 'Delete X?' with Cancel and Delete; the caller runs the delete and closes. */
export function ConfirmDelete({
  what,
  opened,
  loading,
  onCancel,
  onConfirm,
}: {
  what: string;
  opened: boolean;
  loading?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={`Delete ${what}?`}
      centered
      radius="lg"
      size={420}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text c="dimmed" fz="sm">
        This cannot be undone. Customers will no longer see it on your shop.
      </Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red" loading={loading} onClick={onConfirm}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
