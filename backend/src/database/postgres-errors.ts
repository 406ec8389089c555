interface PostgresError {
  code?: string;
  driverError?: { code?: string };
}

function postgresCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const candidate = error as PostgresError;
  return candidate.driverError?.code ?? candidate.code;
}

export function isUniqueViolation(error: unknown): boolean {
  return postgresCode(error) === '23505';
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection terminated unexpectedly',
  'the database system is shutting down',
  'the database system is starting up',
  'is not currently accepting connections',
];

/** TypeORM's own errors when a connection dies under a running transaction. */
const UNAVAILABLE_ERROR_NAMES = new Set([
  'QueryRunnerAlreadyReleasedError',
  'QueryRunnerProviderAlreadyReleasedError',
  'ConnectionIsNotSetError',
]);

/** True when an error means the database cannot be reached, as opposed to a bad query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof Error && UNAVAILABLE_ERROR_NAMES.has(error.name)) return true;
  const code = postgresCode(error);
  if (code && UNAVAILABLE_CODES.has(code)) return true;
  const message = error instanceof Error ? error.message : '';
  return UNAVAILABLE_MESSAGES.some((fragment) => message.includes(fragment));
}
