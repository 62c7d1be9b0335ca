/**
 * Operator command line (DESIGN §4): uses the same DATA_DIR / DATABASE_URL as the server.
 *
 *   npm run admin -- help
 *   npm run admin -- verify-nin vendor@example.ng
 */
import { loadConfig } from '../config.ts';
import { createContainer } from '../container.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { AdminError, adminCommands, runAdmin } from '../modules/admin/admin.service.ts';

const config = loadConfig();
const container = createContainer(config, { log: (message, error) => console.error(message, error) });
let code = 0;
try {
  await migrateToLatest(container.db, container.dialect);
  console.log(await runAdmin(adminCommands(container), process.argv.slice(2)));
} catch (error) {
  code = 1;
  console.error(error instanceof AdminError ? error.message : error);
} finally {
  await container.close();
}
process.exit(code);
