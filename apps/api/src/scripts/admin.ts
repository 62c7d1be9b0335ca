/**
 * Operator command line (DESIGN §4): uses the same DATA_DIR / DATABASE_URL as the server.
 *
 *   npm run admin -- help
 *   npm run admin -- verify-nin vendor@example.ng
 */
import { loadConfig } from '../config.ts';
import { createContainer } from '../container.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { AppError } from '../lib/errors.ts';
import { adminCommands, runAdmin } from '../modules/admin/admin.service.ts';

/**
 * What reaches the operator's terminal: vendors wrote some of it, and an escape sequence in a
 * dispute or a name must not recolour, clear or retitle the terminal. Line breaks stay.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
const printable = (text: string) =>
  text.replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

const config = loadConfig();
const container = createContainer(config, { log: (message, error) => console.error(message, error) });
let code = 0;
try {
  await migrateToLatest(container.db, container.dialect);
  console.log(printable(await runAdmin(adminCommands(container), process.argv.slice(2))));
} catch (error) {
  code = 1;
  console.error(error instanceof AppError ? printable(error.message) : error);
} finally {
  await container.close();
}
process.exit(code);
