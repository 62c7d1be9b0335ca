/** A seeded random source (mulberry32), so a failing crash run can be replayed with its seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    /** An integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T | undefined => items[Math.floor(next() * items.length)],
    /** Picks one item by weight; undefined when nothing weighs anything. */
    weighted: <T>(items: readonly { weight: number; value: T }[]): T | undefined => {
      const total = items.reduce((sum, item) => sum + item.weight, 0);
      let target = next() * total;
      for (const item of items) {
        target -= item.weight;
        if (target < 0) return item.value;
      }
      return undefined;
    },
  };
}

export type Random = ReturnType<typeof seededRandom>;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits until `condition` holds, checking every few milliseconds. */
export async function until(condition: () => boolean, everyMs = 5) {
  while (!condition()) await sleep(everyMs);
}
