import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('has defaults that run the product with no environment at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.rateLimits.login).toEqual({ limit: 10, windowMs: 15 * 60_000 });
  });

  it('scales every rate limit by RATE_LIMIT_SCALE', () => {
    const config = loadConfig({ RATE_LIMIT_SCALE: '10', RATE_LIMIT_SIGNUP: '3' });
    expect(config.rateLimits.login.limit).toBe(100);
    expect(config.rateLimits.signup.limit).toBe(30);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ ADMIN_USERNAME: 'root' }, 'ADMIN_USERNAME and ADMIN_PASSWORD'],
    [{ ADMIN_USERNAME: 'root', ADMIN_PASSWORD: '123' }, 'ADMIN_PASSWORD'],
    [{ RATE_LIMIT_SCALE: '0' }, 'RATE_LIMIT_SCALE'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
  ])('refuses %j with a message naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
