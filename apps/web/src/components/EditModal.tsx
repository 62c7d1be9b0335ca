import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { alert } from '../lib/alert.ts';
import { showSaveError } from '../lib/form.ts';

/** The create/edit dialog of the catalogue and the team; its form mounts fresh each time it opens. */
export function EditModal(props: {
  opened: boolean;
  title: string;
  size: number;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      size={props.size}
      radius="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {props.opened && props.children}
    </Modal>
  );
}

/** Runs a save, confirms it with the server's message and closes; errors go next to their fields. */
export async function saveAndClose(
  save: () => Promise<{ message?: string }>,
  fallback: string,
  onDone: () => void,
  setFieldError: (field: string, message: string) => void,
) {
  try {
    const answer = await save();
    alert('positive', answer.message ?? fallback);
    onDone();
  } catch (error) {
    showSaveError(error, setFieldError);
  }
}
