import { Readable } from 'node:stream';
import { EXPORT_FILES, type ExportFile } from '@app/shared';
import { Zip, ZipDeflate } from 'fflate';
import type { Db } from '../../db/database.ts';
import { csvHeader, csvRows } from '../../lib/csv.ts';
import type { ExportRepository, PageQuery } from './export.repository.ts';

/** Rows read at once: memory holds one page of one table, whatever the vendor's history. */
const PAGE = 500;
const encoder = new TextEncoder();

const README = `Your data, as this product keeps it (Nigeria Data Protection Act 2023, s.38).
Each file comes as JSON and as CSV. Amounts are in kobo; times are UTC (ISO 8601).
profile: your account (the NIN only as shown redacted); services; bookings; clients (each
booking's client); consents (how each client agreed to messages, or stopped them); messages
(what your clients were told); checkouts and checkout_payments (money taken at the shop);
ledger (money through the app); withdrawals.
`;

/** Every row of one file, a page at a time. */
async function* pages(db: Db, query: PageQuery, vendorId: number) {
  let after = 0;
  for (;;) {
    const rows = await query(db, vendorId, after, PAGE);
    if (!rows.length) return;
    yield rows as Record<string, unknown>[];
    if (rows.length < PAGE) return;
    after = rows.at(-1)!.id;
  }
}

/**
 * A vendor's data as a ZIP stream (issue 37): README, then each file as JSON and CSV, read a page
 * at a time and deflated as it goes (fflate); the reply pulls it, so a slow download holds one
 * page, not the export.
 */
export function exportData(deps: { db: Db; rows: ExportRepository }, vendorId: number): Readable {
  const queries: Record<ExportFile, PageQuery> = {
    profile: deps.rows.profile,
    services: deps.rows.services,
    bookings: deps.rows.bookings,
    clients: deps.rows.clients,
    consents: deps.rows.consents,
    messages: deps.rows.messages,
    checkouts: deps.rows.checkouts,
    checkout_payments: deps.rows.checkoutPayments,
    ledger: deps.rows.ledger,
    withdrawals: deps.rows.withdrawals,
  };
  async function* zipped() {
    const out: Uint8Array[] = [];
    const zip = new Zip((error, chunk) => {
      if (error) throw error;
      out.push(chunk);
    });
    const entry = (name: string) => {
      const file = new ZipDeflate(name, { level: 6 });
      zip.add(file);
      return file;
    };
    const readme = entry('README.txt');
    readme.push(encoder.encode(README), true);
    for (const name of EXPORT_FILES) {
      // Read twice, JSON then CSV: a ZIP entry streams only while it is the last one, and holding
      // one file's CSV until its JSON is done would hold the table.
      const json = entry(`${name}.json`);
      let first = true;
      json.push(encoder.encode('['));
      for await (const rows of pages(deps.db, queries[name], vendorId)) {
        json.push(encoder.encode(`${first ? '' : ','}\n${rows.map((r) => JSON.stringify(r)).join(',\n')}`));
        first = false;
        yield* out.splice(0);
      }
      json.push(encoder.encode('\n]\n'), true);
      const csv = entry(`${name}.csv`);
      let keys: string[] | null = null;
      for await (const rows of pages(deps.db, queries[name], vendorId)) {
        if (!keys) {
          keys = Object.keys(rows[0]!);
          csv.push(encoder.encode(csvHeader(keys)));
        }
        csv.push(encoder.encode(csvRows(keys, rows)));
        yield* out.splice(0);
      }
      csv.push(new Uint8Array(0), true);
      yield* out.splice(0);
    }
    zip.end();
    yield* out.splice(0);
  }
  return Readable.from(zipped());
}
