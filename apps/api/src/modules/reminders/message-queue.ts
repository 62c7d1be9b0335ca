import { Queue, Worker } from 'bullmq';

/** Delayed jobs, one per message attempt, shared by every instance through Redis. */
export interface MessageQueue {
  add(id: number, attempt: number, delayMs: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * BullMQ (with REDIS_URL): a message's attempt becomes a delayed job whose id names the message
 * and attempt, so adding it again changes nothing; whichever instance's worker takes the job
 * sends the message if its row still says so. The row, not the job, is the record of truth.
 */
export function createMessageQueue(options: {
  redisUrl: string;
  name: string;
  deliver: (id: number, attempt: number) => Promise<void>;
  log: (message: string, error?: unknown) => void;
}): MessageQueue {
  const connection = { url: options.redisUrl, maxRetriesPerRequest: null };
  const queue = new Queue<{ id: number; attempt: number }>(options.name, { connection });
  const worker = new Worker<{ id: number; attempt: number }>(
    options.name,
    async (job) => options.deliver(job.data.id, job.data.attempt),
    { connection, concurrency: 5 },
  );
  worker.on('error', (error) => options.log('the client-message worker lost Redis; it reconnects', error));
  queue.on('error', (error) => options.log('the client-message queue lost Redis; it reconnects', error));
  return {
    async add(id, attempt, delayMs) {
      await queue.add(
        'send',
        { id, attempt },
        {
          jobId: `message-${id}-attempt-${attempt}`,
          delay: Math.max(0, delayMs),
          removeOnComplete: true,
          removeOnFail: 1000,
        },
      );
    },
    async close() {
      await worker.close();
      await queue.close();
    },
  };
}
