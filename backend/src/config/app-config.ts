import { join, resolve } from 'node:path';
import { getAddress, isAddress } from 'viem';

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export type RateLimitName =
  | 'login'
  | 'loginPerAddress'
  | 'loginPerUsername'
  | 'signup'
  | 'contact'
  | 'newsletter'
  | 'referralClick'
  | 'accountEmail'
  | 'twoFactor'
  | 'passwordResetRequest'
  | 'passwordResetRequestPerUsername'
  | 'passwordResetConfirm'
  | 'apiToken'
  | 'webhookTest'
  | 'ownershipCheck';

export interface AppConfig {
  nodeEnv: string;
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPostgresPort: number | undefined;
  staticDir: string;
  sessionSecret: string | undefined;
  sessionMaxAgeMs: number;
  sessionIdleMs: number;
  /** How long an admin's claim on a queue item holds without being renewed. */
  claimMs: number;
  /** Raw referral click events older than this many days are deleted; the daily rollups stay. */
  referralEventRetentionDays: number;
  trustProxy: boolean | number | string;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  bodyLimit: string;
  rateLimits: Record<RateLimitName, RateLimitRule>;
  /** pino's level names; LOG_LEVEL=log (Nest's name) is info. */
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** JSON lines, or colored lines for people (`npm run dev`). */
  logFormat: 'json' | 'pretty';
  /** Prometheus metrics on their own server; unset: no metrics server. */
  metrics: { host: string; port: number } | undefined;
  /** On SIGTERM/SIGINT the instance reports not ready this long, still serving, before it stops accepting connections. */
  shutdownReadyDelayMs: number;
  /** Where `npm run backup` writes its files. */
  backupDir: string;
  /** Where people reach the site; links in mail start with it. */
  publicUrl: string;
  /**
   * Origins a Sign-In with Ethereum message may name (its domain and URI): PUBLIC_URL's, and when
   * PUBLIC_URL is not set, the loopback addresses the site answers on.
   */
  signInOrigins: string[];
  /** Chains by EIP-155 id (CONTRACT §6): the ones accepted, and the JSON-RPC URL of those that have one. */
  chains: {
    ids: number[];
    rpcUrls: Record<number, string>;
    /** Blocks a transaction must have on top of (and including) its own before a check counts it. */
    confirmations: Record<number, number>;
  };
  /** The agency's address that listing payments are quoted to (one address on every chain); unset: no quotes. */
  treasuryAddress: `0x${string}` | undefined;
  /**
   * Checking an entered payment transaction: the first recheck after this many seconds, doubling up
   * to the maximum; a hash the chain still does not know (or a chain still unreadable) after
   * `giveUpHours` is refused as not found.
   */
  chainPayments: { recheckBaseSeconds: number; recheckMaxSeconds: number; giveUpHours: number };
  /** A WalletConnect Cloud project id: with it, sign-in and linking offer WalletConnect beside browser wallets. */
  walletConnectProjectId: string | undefined;
  /** A partner's new payout address becomes effective this long after it was chosen (the partner can cancel it meanwhile). */
  payoutAddressHoldMs: number;
  /** SMTP server to send mail through; without it mail is written to DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The team address that receives admins' mail (new pending work, contact messages). */
  adminEmail: string | undefined;
  /** Admins must turn on two-factor authentication before any admin route answers them. */
  adminRequireTwoFactor: boolean;
  jobs: {
    /** A job running longer than this is run again, even while its instance renews its lease. */
    expireSeconds: number;
    /**
     * How long a running job stays with its instance without being renewed: the instance renews it
     * every third of it, so a job whose instance died runs again about this long after.
     */
    leaseSeconds: number;
    /** How often expired jobs are found and finished jobs archived. */
    maintenanceSeconds: number;
    /** How long an idle worker waits before asking for jobs again; jobs sent on this instance wake it at once. */
    pollIntervalMs: number;
  };
  ownership: {
    /** Local testing only: lets a project's website proof be fetched over http and from loopback or private addresses. */
    allowPrivateTargets: boolean;
  };
  webhooks: {
    /** Local testing only: lets endpoints use http and loopback or private addresses. */
    allowPrivateTargets: boolean;
    /** How long one delivery attempt may take before it counts as failed. */
    timeoutMs: number;
    /** Attempts per event before it is given up as failed. */
    maxAttempts: number;
    /** The wait before the second attempt; it doubles after each further one. */
    retryBaseSeconds: number;
  };
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'log', 'info', 'debug', 'trace', 'silent'];

function readInteger(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new ConfigError(`${name} must be an integer >= ${min}, got "${raw}"`);
  }
  return value;
}

function readPositiveNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new ConfigError(`${name} must be a positive number, got "${raw}"`);
  }
  return value;
}

function readBoolean(env: Env, name: string): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

function readTrustProxy(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  const hops = Number(raw);
  return Number.isInteger(hops) && hops >= 0 ? hops : raw;
}

/** Ethereum, Base, Arbitrum, Optimism and Polygon. */
export const DEFAULT_CHAIN_IDS = [1, 8453, 42161, 10, 137];

function readChainId(raw: string, name: string): number {
  const id = Number(raw.trim());
  if (!Number.isSafeInteger(id) || id < 1)
    throw new ConfigError(`${name}: "${raw.trim()}" is not a chain id (EIP-155)`);
  return id;
}

/**
 * Confirmations a payment needs by default: Ethereum's two epochs are final, the rollups' batches
 * reach Ethereum within minutes, Polygon reorganises deeper; any other chain (a local one) needs one.
 */
export const DEFAULT_CONFIRMATIONS: Record<number, number> = { 1: 12, 8453: 10, 42161: 10, 10: 10, 137: 64 };

/** CHAIN_CONFIRMATIONS=1=12,8453=5: per chain, overriding DEFAULT_CONFIRMATIONS. */
function readConfirmations(env: Env, ids: number[]): Record<number, number> {
  const confirmations: Record<number, number> = {};
  for (const id of ids) confirmations[id] = DEFAULT_CONFIRMATIONS[id] ?? 1;
  for (const entry of (readOptional(env, 'CHAIN_CONFIRMATIONS') ?? '').split(',').filter((part) => part.trim())) {
    const [rawId, rawCount, ...rest] = entry.split('=');
    const count = Number(rawCount?.trim());
    if (rest.length > 0 || !Number.isSafeInteger(count) || count < 1 || count > 1000)
      throw new ConfigError('CHAIN_CONFIRMATIONS must list <chain id>=<blocks> pairs (1 to 1000), separated by commas');
    confirmations[readChainId(rawId, 'CHAIN_CONFIRMATIONS')] = count;
  }
  return confirmations;
}

/** CHAIN_IDS=1,8453 and CHAIN_RPC_URLS=8453=https://…,1=https://…; a chain with an RPC URL is accepted too. */
function readChains(env: Env): AppConfig['chains'] {
  const rawIds = readOptional(env, 'CHAIN_IDS');
  const ids = rawIds ? rawIds.split(',').map((raw) => readChainId(raw, 'CHAIN_IDS')) : [...DEFAULT_CHAIN_IDS];
  const rpcUrls: Record<number, string> = {};
  for (const entry of (readOptional(env, 'CHAIN_RPC_URLS') ?? '').split(',').filter((part) => part.trim())) {
    const separator = entry.indexOf('=');
    if (separator < 0) throw new ConfigError('CHAIN_RPC_URLS must list <chain id>=<url> pairs, separated by commas');
    const id = readChainId(entry.slice(0, separator), 'CHAIN_RPC_URLS');
    const url = entry.slice(separator + 1).trim();
    if (!/^(https?|wss?):\/\/[^/]+/.test(url))
      throw new ConfigError(`CHAIN_RPC_URLS: the URL of chain ${id} must start with http(s):// or ws(s)://`);
    rpcUrls[id] = url;
    if (!ids.includes(id)) ids.push(id);
  }
  return { ids, rpcUrls, confirmations: readConfirmations(env, ids) };
}

/** TREASURY_ADDRESS: a 20-byte hex address; mixed case must be its EIP-55 checksum. */
function readTreasuryAddress(env: Env): `0x${string}` | undefined {
  const raw = readOptional(env, 'TREASURY_ADDRESS');
  if (raw === undefined) return undefined;
  if (!isAddress(raw, { strict: true }))
    throw new ConfigError(
      'TREASURY_ADDRESS must be a 0x address of 40 hex digits (mixed case only as its EIP-55 checksum)',
    );
  return getAddress(raw);
}

/** WalletConnect Cloud's project ids are 32 hexadecimal characters; it is public (every page that offers WalletConnect sends it). */
function readWalletConnectProjectId(env: Env): string | undefined {
  const id = readOptional(env, 'WALLETCONNECT_PROJECT_ID');
  if (id !== undefined && !/^[0-9a-f]{32}$/i.test(id))
    throw new ConfigError(
      'WALLETCONNECT_PROJECT_ID must be the 32 hexadecimal characters of a WalletConnect Cloud project id',
    );
  return id;
}

function readOptional(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const scale = readPositiveNumber(env, 'RATE_LIMIT_SCALE', 1);
  const rule = (name: string, limit: number, windowMs: number): RateLimitRule => ({
    limit: Math.max(1, Math.round(readInteger(env, name, limit, 1) * scale)),
    windowMs,
  });

  const databaseUrl = readOptional(env, 'DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }

  const adminUsername = readOptional(env, 'ADMIN_USERNAME');
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (Boolean(adminUsername) !== Boolean(adminPassword)) {
    throw new ConfigError('ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  }
  if (adminPassword && (adminPassword.length < 6 || adminPassword.length > 128)) {
    throw new ConfigError('ADMIN_PASSWORD must be 6 to 128 characters long');
  }

  const rawLogLevel = env.LOG_LEVEL?.trim() || 'log';
  if (!LOG_LEVELS.includes(rawLogLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const logLevel = (rawLogLevel === 'log' ? 'info' : rawLogLevel) as AppConfig['logLevel'];
  const logFormat = (env.LOG_FORMAT?.trim() || 'json') as AppConfig['logFormat'];
  if (logFormat !== 'json' && logFormat !== 'pretty') throw new ConfigError('LOG_FORMAT must be json or pretty');
  const metricsPort = readOptional(env, 'METRICS_PORT') === undefined ? undefined : readInteger(env, 'METRICS_PORT', 0);
  if (metricsPort !== undefined && metricsPort > 65535) throw new ConfigError('METRICS_PORT must be at most 65535');

  const port = readInteger(env, 'PORT', 3000);
  if (port > 65535) throw new ConfigError('PORT must be at most 65535');
  const embeddedPostgresPort = env.EMBEDDED_POSTGRES_PORT
    ? readInteger(env, 'EMBEDDED_POSTGRES_PORT', 0, 1)
    : undefined;

  const publicUrl = (readOptional(env, 'PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+/.test(publicUrl)) throw new ConfigError('PUBLIC_URL must start with http:// or https://');
  const signInOrigins = readOptional(env, 'PUBLIC_URL')
    ? [new URL(publicUrl).origin]
    : [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  const smtpUrl = readOptional(env, 'SMTP_URL');
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new ConfigError('SMTP_URL must start with smtp:// or smtps://');

  return {
    nodeEnv: env.NODE_ENV ?? 'production',
    host: env.HOST ?? '0.0.0.0',
    port,
    databaseUrl,
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    embeddedPostgresPort,
    staticDir: resolve(env.STATIC_DIR ?? resolve(__dirname, '../../../frontend/dist')),
    sessionSecret: readOptional(env, 'SESSION_SECRET'),
    sessionMaxAgeMs: readInteger(env, 'SESSION_MAX_AGE_HOURS', 24 * 7, 1) * HOUR,
    sessionIdleMs: readInteger(env, 'SESSION_IDLE_MINUTES', 24 * 60, 1) * MINUTE,
    claimMs: readInteger(env, 'CLAIM_MINUTES', 30, 1) * MINUTE,
    referralEventRetentionDays: readInteger(env, 'REFERRAL_EVENT_RETENTION_DAYS', 400, 1),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    adminUsername,
    adminPassword,
    bodyLimit: env.BODY_LIMIT ?? '100kb',
    rateLimits: {
      login: rule('RATE_LIMIT_LOGIN', 10, 15 * MINUTE),
      loginPerAddress: rule('RATE_LIMIT_LOGIN_PER_ADDRESS', 50, 15 * MINUTE),
      loginPerUsername: rule('RATE_LIMIT_LOGIN_PER_USERNAME', 30, 15 * MINUTE),
      signup: rule('RATE_LIMIT_SIGNUP', 5, HOUR),
      contact: rule('RATE_LIMIT_CONTACT', 5, HOUR),
      newsletter: rule('RATE_LIMIT_NEWSLETTER', 10, HOUR),
      referralClick: rule('RATE_LIMIT_REFERRAL_CLICK', 60, MINUTE),
      accountEmail: rule('RATE_LIMIT_ACCOUNT_EMAIL', 5, HOUR),
      twoFactor: rule('RATE_LIMIT_TWO_FACTOR', 10, 15 * MINUTE),
      passwordResetRequest: rule('RATE_LIMIT_PASSWORD_RESET', 10, HOUR),
      passwordResetRequestPerUsername: rule('RATE_LIMIT_PASSWORD_RESET_PER_USERNAME', 3, HOUR),
      passwordResetConfirm: rule('RATE_LIMIT_PASSWORD_RESET_CONFIRM', 10, 15 * MINUTE),
      apiToken: rule('RATE_LIMIT_API_TOKEN', 600, MINUTE),
      webhookTest: rule('RATE_LIMIT_WEBHOOK_TEST', 20, HOUR),
      ownershipCheck: rule('RATE_LIMIT_OWNERSHIP_CHECK', 60, HOUR),
    },
    logLevel,
    logFormat,
    metrics:
      metricsPort === undefined
        ? undefined
        : { host: readOptional(env, 'METRICS_HOST') ?? '127.0.0.1', port: metricsPort },
    shutdownReadyDelayMs: readInteger(env, 'SHUTDOWN_READY_DELAY_MS', 5_000),
    backupDir: resolve(env.BACKUP_DIR ?? join(env.DATA_DIR ?? 'data', 'backups')),
    publicUrl,
    signInOrigins,
    chains: readChains(env),
    treasuryAddress: readTreasuryAddress(env),
    chainPayments: {
      recheckBaseSeconds: readInteger(env, 'CHAIN_PAYMENT_RECHECK_SECONDS', 15, 1),
      recheckMaxSeconds: readInteger(env, 'CHAIN_PAYMENT_RECHECK_MAX_SECONDS', 300, 1),
      giveUpHours: readPositiveNumber(env, 'CHAIN_PAYMENT_GIVE_UP_HOURS', 6),
    },
    walletConnectProjectId: readWalletConnectProjectId(env),
    payoutAddressHoldMs: readInteger(env, 'PAYOUT_ADDRESS_HOLD_HOURS', 48) * HOUR,
    smtpUrl,
    mailFrom: readOptional(env, 'MAIL_FROM') ?? 'ChainBoost <no-reply@localhost>',
    adminEmail: readOptional(env, 'ADMIN_EMAIL'),
    adminRequireTwoFactor: readBoolean(env, 'ADMIN_REQUIRE_2FA'),
    jobs: {
      expireSeconds: readInteger(env, 'JOB_EXPIRE_SECONDS', 120, 1),
      leaseSeconds: readInteger(env, 'JOB_LEASE_SECONDS', 10, 3),
      maintenanceSeconds: readInteger(env, 'JOB_MAINTENANCE_SECONDS', 30, 1),
      pollIntervalMs: readInteger(env, 'JOB_POLL_INTERVAL_MS', 1_000, 10),
    },
    ownership: { allowPrivateTargets: readBoolean(env, 'OWNERSHIP_ALLOW_PRIVATE_TARGETS') },
    webhooks: {
      allowPrivateTargets: readBoolean(env, 'WEBHOOK_ALLOW_PRIVATE_TARGETS'),
      timeoutMs: readInteger(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 1),
      maxAttempts: readInteger(env, 'WEBHOOK_MAX_ATTEMPTS', 5, 1),
      retryBaseSeconds: readInteger(env, 'WEBHOOK_RETRY_BASE_SECONDS', 60, 0),
    },
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
