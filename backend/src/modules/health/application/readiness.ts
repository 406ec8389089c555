export type CheckResult = 'ok' | 'failing';

export interface ReadinessChecks {
  database: CheckResult;
  /** 'unknown' when the database does not answer, so the applied migrations cannot be read. */
  migrations: CheckResult | 'unknown';
  changeFeed: CheckResult;
  draining: boolean;
}

export interface ReadinessReport {
  ready: boolean;
  checks: ReadinessChecks;
}

export function readinessOf(checks: ReadinessChecks): ReadinessReport {
  const ready =
    checks.database === 'ok' && checks.migrations === 'ok' && checks.changeFeed === 'ok' && !checks.draining;
  return { ready, checks };
}
