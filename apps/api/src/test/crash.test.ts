import { describe, expect, it } from 'vitest';
import { walletOf } from './crash/actions.ts';
import { crashDatabase } from './crash/database.ts';
import { httpClient } from './crash/http.ts';
import { planKills, runLoad, settleCheckouts } from './crash/load.ts';
import { seededRandom } from './crash/random.ts';
import { freePort, serverEnv, serverProcess } from './crash/server.ts';
import { populate } from './crash/setup.ts';
import {
  ackBreakdown,
  healingLater,
  ledgerProblems,
  lostWrites,
  snapshot,
  type WalletFigures,
} from './crash/verify.ts';
import { newWorld, type World } from './crash/world.ts';

/** Replay a failing run with CRASH_SEED=<the printed seed>. */
const SEED = Number(process.env.CRASH_SEED ?? 20_261_120);
const KILLS = 3;
/** Acknowledged writes between kills: enough for requests of every kind to be in flight at each. */
const KILL_GAP: [number, number] = [100, 220];
/**
 * The load stops here even if the plan is not done (about 40 s alone). It was 70 s: under CI's
 * load, with the PostgreSQL pass beside it, the plan's third kill did not come in time.
 */
const LOAD_BUDGET_MS = 150_000;

async function twoFreePorts() {
  const port = await freePort();
  let realtimePort = await freePort();
  while (realtimePort === port) realtimePort = await freePort();
  return { port, realtimePort };
}

async function walletsOf(world: World) {
  const wallets = new Map<number, WalletFigures>();
  for (const vendor of world.vendors) wallets.set(vendor.id, await walletOf(world, vendor));
  return wallets;
}

describe('crash test: SIGKILL of a real server under write load', () => {
  it('keeps every acknowledged write, an intact database and wallets equal to their ledger', async () => {
    const data = await crashDatabase();
    const server = serverProcess(
      serverEnv({ ...(await twoFreePorts()), dataDir: data.dataDir, databaseUrl: data.databaseUrl }),
    );
    try {
      await server.start();
      const world = newWorld(httpClient(server.baseUrl));
      const db = data.db();
      await populate(world, db, { vendors: 2, customers: 4, pool: 10 });

      const rng = seededRandom(SEED);
      const plan = {
        ...planKills(rng, world.acks.length, KILLS, KILL_GAP),
        deadline: Date.now() + LOAD_BUDGET_MS,
      };
      // Between a kill and the restart, SQLite's own check of the file the dead process left.
      const integrity: string[] = [];
      const checkFile = async () => {
        if (data.dialect === 'sqlite') integrity.push(await data.integrity());
      };
      const kills = await runLoad(world, server, rng.int(1, 2 ** 31), plan, checkFile);
      await settleCheckouts(world);
      const wallets = await walletsOf(world);
      await server.stop();
      await checkFile();

      const snap = await snapshot(db);
      const lost = lostWrites(world.acks, snap);
      const ledger = ledgerProblems(snap, wallets);
      const { stats, serverErrors } = world.http;
      console.log(
        `crash: ${world.acks.length} acknowledged writes, ${lost.length} lost, ${kills} kills on ${data.dialect}`,
      );
      console.log(
        `crash: seed ${SEED}, ${stats.sent} requests (${stats.dropped} dropped by a kill, ${stats.refused} refused while down), ` +
          `${serverErrors.length} 5xx, ${snap.bookings.length} bookings, ${snap.withdrawals.length} withdrawals, ` +
          `${snap.ledger.length} ledger rows, integrity ${integrity.join(' / ') || 'n/a'}`,
      );
      console.log(`crash: acknowledged ${ackBreakdown(world.acks)}`);
      console.log(`crash: left to heal later ${JSON.stringify(healingLater(snap))}`);
      if (lost.length || ledger.length) console.log('crash: problems', { lost, ledger });
      if (serverErrors.length) console.log('crash: 5xx answers', serverErrors, server.errors);

      expect(lost).toEqual([]);
      expect(kills).toBe(KILLS);
      expect(integrity.filter((result) => result !== 'ok')).toEqual([]);
      expect(ledger).toEqual([]);
      expect(serverErrors).toEqual([]);
    } finally {
      await server.stop();
      await data.drop();
    }
  }, 240_000);
});
