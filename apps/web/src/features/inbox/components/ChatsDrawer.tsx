import { Drawer } from '@mantine/core';
import { useState } from 'react';
import classes from './Inbox.module.css';
import { Inbox } from './Inbox.tsx';

/** The inbox in a drawer: restricted accounts reach their chats from the header (SPEC §6). */
export function ChatsDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={980}
      title="Chats"
      closeButtonProps={{ 'aria-label': 'Close chats' }}
      styles={{
        content: { display: 'flex', flexDirection: 'column' },
        body: { flex: 1, minHeight: 0, padding: 0 },
      }}
    >
      <Inbox selectedId={selected} onSelect={setSelected} className={classes.embedded} />
    </Drawer>
  );
}
