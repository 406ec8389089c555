import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../../config/app-config';
import { EmbeddedPostgresError } from '../embedded-postgres/embedded-postgres-error';
import { BackupError } from './backup-file';
import { openBackupDatabase } from './backup-database';
import { createBackup } from './create-backup';
import { restoreBackup } from './restore-backup';

const USAGE = 'Usage: npm run backup | npm run restore FILE';

/** Progress goes to stderr, so stdout carries only the result (the backup's path). */
const logger = {
  log: (message: string) => console.error(message),
  debug: () => undefined,
  warn: (message: string) => console.error(message),
  error: (message: string) => console.error(message),
};

async function main(args: string[]): Promise<void> {
  const [command, file, ...rest] = args;
  if (!(command === 'backup' && file === undefined) && !(command === 'restore' && file && rest.length === 0)) {
    throw new BackupError(USAGE);
  }
  const config = loadConfig();
  const database = await openBackupDatabase(config, command, logger);
  try {
    if (command === 'backup') {
      const summary = await createBackup(database.url, config.backupDir);
      console.error(`Backed up ${summary.tables} tables (${summary.rows} rows)`);
      console.log(summary.file);
    } else {
      // npm runs scripts in the repository's root; a relative path means the caller's directory.
      const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
      const summary = await restoreBackup(database.url, path);
      console.log(
        `Restored ${path}: ${summary.tables} tables (${summary.rows} rows), as of ${summary.createdAt}, ` +
          `schema at migration ${summary.migrations}; the app applies any newer migrations when it starts`,
      );
    }
  } finally {
    await database.release();
  }
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof BackupError || error instanceof EmbeddedPostgresError) console.error(error.message);
    else if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
    else console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);
