/** Payouts sent after commit in the background: the request never waits on the provider. */
export function createPayoutsInFlight() {
  const inFlight = new Set<Promise<void>>();
  return {
    add(work: Promise<void>) {
      inFlight.add(work);
      void work.finally(() => inFlight.delete(work));
    },
    /** Resolves once the payouts sent in the background are done (before the database closes; tests). */
    settled: async () => {
      await Promise.all(inFlight);
    },
  };
}

export type PayoutsInFlight = ReturnType<typeof createPayoutsInFlight>;
