import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useReloadBookings } from '../../../api/bookings/bookings.ts';
import { chatKeys } from '../../../api/chat.ts';
import { walletKeys } from '../../../api/wallet.ts';
import { replayQueue } from './sendQueue.ts';

/**
 * Issue 16: the queue is sent at start-up and whenever the browser comes back online; then the
 * bookings, alerts, chats and wallet figures are reloaded once.
 */
export function useOfflineReplay() {
  const reload = useReloadBookings();
  const client = useQueryClient();
  useEffect(() => {
    const run = () =>
      void replayQueue().then((sent) => {
        if (!sent) return;
        void reload();
        void client.invalidateQueries({ queryKey: chatKeys.all });
        void client.invalidateQueries({ queryKey: walletKeys.all });
      });
    run();
    window.addEventListener('online', run);
    return () => window.removeEventListener('online', run);
  }, [reload, client]);
}
