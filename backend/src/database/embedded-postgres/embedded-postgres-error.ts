import { SERVER_USER } from './embedded-postgres.constants';

export interface EmbeddedPostgresFailureContext {
  dataDir: string;
  runningAsRoot: boolean;
  /** The server's port was taken by another program. */
  portInUse?: boolean;
}

function orList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')}${items.length > 2 ? ',' : ''} or ${items.at(-1)}`;
}

/** One paragraph: what went wrong and what the person starting the app can do about it. */
export function embeddedPostgresFailureMessage(reason: string, context: EmbeddedPostgresFailureContext): string {
  const remedies = [
    'set DATABASE_URL to use an existing PostgreSQL server (for example DATABASE_URL=postgres://user:password@localhost:5432/app)',
    context.runningAsRoot
      ? `set DATA_DIR to another directory that the unprivileged "${SERVER_USER}" system user can reach (every parent directory executable by others; DATA_DIR is now ${context.dataDir})`
      : `set DATA_DIR to another directory this user can write to (DATA_DIR is now ${context.dataDir})`,
  ];
  if (context.portInUse) remedies.unshift('set EMBEDDED_POSTGRES_PORT to a free port (or leave it unset to pick one)');
  if (context.runningAsRoot) remedies.push('run the app as a normal user instead of root');
  const cause = reason.trim().replace(/[.\s]+$/, '');
  return `The embedded PostgreSQL server could not start: ${cause}. To fix this, ${orList(remedies)}.`;
}

/** Raised by `startEmbeddedPostgres` whatever stopped the embedded server; its message is the whole explanation. */
export class EmbeddedPostgresError extends Error {
  override readonly name = 'EmbeddedPostgresError';

  constructor(
    readonly reason: string,
    readonly context: EmbeddedPostgresFailureContext,
  ) {
    super(embeddedPostgresFailureMessage(reason, context));
  }
}

/** A failure whose reason is already worded for people; wrapped into EmbeddedPostgresError at the end. */
export class StartFailure extends Error {
  constructor(
    message: string,
    readonly portInUse = false,
  ) {
    super(message);
  }
}

/** Words a file-system or process error for people (no stack, no error class). */
export function describeStartError(error: unknown): string {
  if (error instanceof StartFailure) return error.message;
  const { code, path, message } = (error ?? {}) as NodeJS.ErrnoException;
  const where = path ? ` ${path}` : '';
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return `permission denied on${where || ' a file it needs'}`;
    case 'EEXIST':
    case 'ENOTDIR':
      return `${path ?? 'a path it needs'} (or one of its parents) exists but is not a directory`;
    case 'EROFS':
      return `${path ?? 'a path it needs'} is on a read-only file system`;
    case 'ENOSPC':
      return 'there is no space left on the device';
    default:
      return message || String(error);
  }
}

const TIMESTAMP_PREFIX = /^\d{4}-\d\d-\d\d [\d:.]+ \S+ \[\d+\] /;

/** The lines of PostgreSQL's output that say why it stopped (FATAL/ERROR/HINT), or its last lines. */
export function summariseServerOutput(output: string): string {
  const lines = output
    .split('\n')
    .map((line) => line.replace(TIMESTAMP_PREFIX, '').trim())
    .filter((line) => line.length > 0 && !line.startsWith('['));
  const important = lines.filter((line) => /^(FATAL|PANIC|ERROR|HINT|DETAIL):|\berror:/i.test(line));
  const chosen = (important.length > 0 ? important : lines.slice(-3)).slice(0, 4);
  return chosen.map((line) => line.replace(/\s+/g, ' ').replace(/\.$/, '')).join('; ');
}
