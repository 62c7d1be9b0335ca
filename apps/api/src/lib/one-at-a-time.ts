/**
 * Runs `work` one at a time: a call while it runs asks for one more round and shares its promise,
 * so whoever awaits it sees everything asked for so far done.
 */
export function oneAtATime(work: () => Promise<void>) {
  let running: Promise<void> | null = null;
  let again = false;
  return {
    run(): Promise<void> {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        try {
          do {
            again = false;
            await work();
          } while (again);
        } finally {
          running = null;
        }
      })();
      return running;
    },
    settled: () => running ?? Promise.resolve(),
  };
}
