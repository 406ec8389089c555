import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('has defaults that run the product with no environment at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.rateLimits.login).toEqual({ limit: 10, windowMs: 15 * 60_000 });
    expect(config.rateLimits.loginPerAddress).toEqual({ limit: 50, windowMs: 15 * 60_000 });
    expect(config.rateLimits.loginPerUsername).toEqual({ limit: 30, windowMs: 15 * 60_000 });
  });

  it('accepts the five default chains, adds a chain that has an RPC URL, and refuses malformed chain settings', () => {
    expect(loadConfig({}).chains).toEqual({
      ids: [1, 8453, 42161, 10, 137],
      rpcUrls: {},
      confirmations: { 1: 12, 8453: 10, 42161: 10, 10: 10, 137: 64 },
    });
    const config = loadConfig({
      CHAIN_IDS: '1, 8453',
      CHAIN_RPC_URLS: '8453=https://base.example/rpc,31337=http://127.0.0.1:8545',
    });
    expect(config.chains).toEqual({
      ids: [1, 8453, 31337],
      rpcUrls: { 8453: 'https://base.example/rpc', 31337: 'http://127.0.0.1:8545' },
      confirmations: { 1: 12, 8453: 10, 31337: 1 },
    });
    expect(() => loadConfig({ CHAIN_IDS: '1,mainnet' })).toThrow(ConfigError);
    expect(() => loadConfig({ CHAIN_RPC_URLS: 'https://rpc.example' })).toThrow(/<chain id>=<url>/);
    expect(() => loadConfig({ CHAIN_RPC_URLS: '1=ftp://rpc.example' })).toThrow(/must start with/);
  });

  it('takes confirmation depths per chain from CHAIN_CONFIRMATIONS over the defaults', () => {
    expect(loadConfig({ CHAIN_CONFIRMATIONS: '8453=3, 1=20' }).chains.confirmations).toMatchObject({
      1: 20,
      8453: 3,
      137: 64,
    });
    expect(() => loadConfig({ CHAIN_CONFIRMATIONS: '8453' })).toThrow(/<chain id>=<blocks>/);
    expect(() => loadConfig({ CHAIN_CONFIRMATIONS: '8453=0' })).toThrow(/<chain id>=<blocks>/);
    expect(() => loadConfig({ CHAIN_CONFIRMATIONS: 'base=3' })).toThrow(/not a chain id/);
  });

  it('reads the treasury address, in its checksummed form, and refuses a malformed one', () => {
    expect(loadConfig({}).treasuryAddress).toBeUndefined();
    expect(loadConfig({ TREASURY_ADDRESS: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed' }).treasuryAddress).toBe(
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    );
    expect(() => loadConfig({ TREASURY_ADDRESS: '0x5AAeb6053f3e94c9b9a09f33669435e7ef1beaed' })).toThrow(/EIP-55/);
    expect(() => loadConfig({ TREASURY_ADDRESS: 'treasury.eth' })).toThrow(/TREASURY_ADDRESS/);
  });

  it('offers WalletConnect only with a well-formed project id', () => {
    expect(loadConfig({}).walletConnectProjectId).toBeUndefined();
    expect(loadConfig({ WALLETCONNECT_PROJECT_ID: ' 0123456789abcdef0123456789ABCDEF ' }).walletConnectProjectId).toBe(
      '0123456789abcdef0123456789ABCDEF',
    );
    expect(() => loadConfig({ WALLETCONNECT_PROJECT_ID: 'my-project' })).toThrow(/32 hexadecimal characters/);
  });

  it('takes the sign-in origin from PUBLIC_URL, or else the loopback addresses of PORT', () => {
    expect(loadConfig({ PORT: '4000' }).signInOrigins).toEqual(['http://localhost:4000', 'http://127.0.0.1:4000']);
    expect(loadConfig({ PUBLIC_URL: 'https://agency.example/' }).signInOrigins).toEqual(['https://agency.example']);
  });

  it('reads the login limits per address and per username from their own variables', () => {
    const config = loadConfig({ RATE_LIMIT_LOGIN_PER_ADDRESS: '7', RATE_LIMIT_LOGIN_PER_USERNAME: '4' });
    expect(config.rateLimits.loginPerAddress.limit).toBe(7);
    expect(config.rateLimits.loginPerUsername.limit).toBe(4);
    expect(config.rateLimits.login.limit).toBe(10);
  });

  it('refuses private webhook targets unless WEBHOOK_ALLOW_PRIVATE_TARGETS is true', () => {
    expect(loadConfig({}).webhooks).toEqual({
      allowPrivateTargets: false,
      timeoutMs: 10_000,
      maxAttempts: 5,
      retryBaseSeconds: 60,
    });
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }).webhooks.allowPrivateTargets).toBe(true);
  });

  it('keeps raw referral click events 400 days unless REFERRAL_EVENT_RETENTION_DAYS says otherwise', () => {
    expect(loadConfig({}).referralEventRetentionDays).toBe(400);
    expect(loadConfig({ REFERRAL_EVENT_RETENTION_DAYS: '30' }).referralEventRetentionDays).toBe(30);
    for (const value of ['0', '-1', '1.5', 'forever']) {
      expect(() => loadConfig({ REFERRAL_EVENT_RETENTION_DAYS: value })).toThrow(ConfigError);
    }
  });

  it('reports not ready for 5 seconds before a shutdown unless SHUTDOWN_READY_DELAY_MS says otherwise', () => {
    expect(loadConfig({}).shutdownReadyDelayMs).toBe(5_000);
    expect(loadConfig({ SHUTDOWN_READY_DELAY_MS: '0' }).shutdownReadyDelayMs).toBe(0);
    for (const value of ['-1', '1.5', 'soon']) {
      expect(() => loadConfig({ SHUTDOWN_READY_DELAY_MS: value })).toThrow(/SHUTDOWN_READY_DELAY_MS/);
    }
  });

  it('writes backups to DATA_DIR/backups unless BACKUP_DIR says otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/srv/app-data' }).backupDir).toBe('/srv/app-data/backups');
    expect(loadConfig({ DATA_DIR: '/srv/app-data', BACKUP_DIR: '/backups' }).backupDir).toBe('/backups');
  });

  it('scales every rate limit by RATE_LIMIT_SCALE', () => {
    const config = loadConfig({ RATE_LIMIT_SCALE: '10', RATE_LIMIT_SIGNUP: '3' });
    expect(config.rateLimits.login.limit).toBe(100);
    expect(config.rateLimits.signup.limit).toBe(30);
    expect(config.rateLimits.loginPerAddress.limit).toBe(500);
    expect(config.rateLimits.loginPerUsername.limit).toBe(300);
  });

  it("takes Nest's and pino's log level names, and starts no metrics server without METRICS_PORT", () => {
    expect(loadConfig({}).logLevel).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'log' }).logLevel).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'trace' }).logLevel).toBe('trace');
    expect(loadConfig({ LOG_LEVEL: 'silent' }).logLevel).toBe('silent');
    expect(loadConfig({}).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({
      host: '0.0.0.0',
      port: 9464,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ ADMIN_USERNAME: 'root' }, 'ADMIN_USERNAME and ADMIN_PASSWORD'],
    [{ ADMIN_USERNAME: 'root', ADMIN_PASSWORD: '123' }, 'ADMIN_PASSWORD'],
    [{ RATE_LIMIT_SCALE: '0' }, 'RATE_LIMIT_SCALE'],
    [{ RATE_LIMIT_LOGIN_PER_ADDRESS: '0' }, 'RATE_LIMIT_LOGIN_PER_ADDRESS'],
    [{ RATE_LIMIT_LOGIN_PER_USERNAME: 'many' }, 'RATE_LIMIT_LOGIN_PER_USERNAME'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
    [{ LOG_FORMAT: 'xml' }, 'LOG_FORMAT'],
    [{ METRICS_PORT: 'nine' }, 'METRICS_PORT'],
    [{ METRICS_PORT: '70000' }, 'METRICS_PORT'],
    [{ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'yes' }, 'WEBHOOK_ALLOW_PRIVATE_TARGETS'],
    [{ WEBHOOK_MAX_ATTEMPTS: '0' }, 'WEBHOOK_MAX_ATTEMPTS'],
  ])('refuses %j with a message naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
