import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const REPO_ROOT = resolve(__dirname, '../../..');
const INSTALL_HINT =
  'Neither `docker-compose` nor `docker compose` works on this machine, so docker-compose.yml cannot be validated. ' +
  'Install docker-compose (Debian: apt-get install -y --no-install-recommends docker-compose); no Docker engine is needed.';

/** `docker-compose` (v1, Debian's) or the `docker compose` plugin (v2): both validate offline. */
async function findCompose(): Promise<string[] | undefined> {
  for (const command of [['docker-compose'], ['docker', 'compose']]) {
    const works = await run(command[0], [...command.slice(1), 'version'], { timeout: 20_000 }).then(
      () => true,
      () => false,
    );
    if (works) return command;
  }
  return undefined;
}

let composeCommand: string[] | undefined;

const CHECK_ENV = { PATH: process.env.PATH, HOME: process.env.HOME, ADMIN_PASSWORD: 'compose-check' };

/** Runs `<compose> -f docker-compose.yml ARGS` in the repository; rejects on a non-zero exit. */
async function compose(args: string[], env: Record<string, string | undefined> = CHECK_ENV): Promise<string> {
  if (!composeCommand) throw new Error(INSTALL_HINT);
  const [binary, ...prefix] = composeCommand;
  const { stdout } = await run(binary, [...prefix, '-f', 'docker-compose.yml', ...args], {
    cwd: REPO_ROOT,
    timeout: 30_000,
    env,
  });
  return stdout;
}

/** The lines of one service in `config` output (both versions print two-space YAML). */
function serviceBlock(config: string, name: string): string {
  const lines = config.split('\n');
  const start = lines.indexOf(`  ${name}:`);
  if (start < 0) return '';
  const end = lines.findIndex((line, index) => index > start && /^ {0,2}\S/.test(line));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

beforeAll(async () => {
  composeCommand = await findCompose();
});

describe('docker-compose.yml', () => {
  it('is valid as it is used by default', async () => {
    expect(composeCommand, INSTALL_HINT).toBeDefined();
    await compose(['config', '-q']);
    const config = await compose(['config']);
    expect(serviceBlock(config, 'app')).toMatch(/DATABASE_URL: .*@postgres:5432\/app/);
    expect(serviceBlock(config, 'postgres')).toContain('pg_isready');
  });

  it('is valid with the scale profile: two replicas that trust the proxy, and nginx in front of them', async () => {
    expect(composeCommand, INSTALL_HINT).toBeDefined();
    await compose(['--profile', 'scale', 'config', '-q']);
    const config = await compose(['--profile', 'scale', 'config']);
    for (const replica of ['app-1', 'app-2']) {
      const block = serviceBlock(config, replica);
      expect(block, replica).toMatch(/- scale/);
      expect(block, replica).toMatch(/TRUST_PROXY: ['"]?1['"]?$/m);
      expect(block, replica).toMatch(/DATABASE_URL: .*@postgres:5432\/app/);
      expect(block, `${replica} is reached through the proxy only`).not.toMatch(/published|ports:/);
    }
    const proxy = serviceBlock(config, 'proxy');
    expect(proxy).toMatch(/- scale/);
    expect(proxy).toMatch(/deploy\/nginx\.conf/);

    const nginx = await readFile(join(REPO_ROOT, 'deploy/nginx.conf'), 'utf8');
    expect(nginx).toMatch(/server app-1:3000 /);
    expect(nginx).toMatch(/server app-2:3000 /);
    expect(nginx).toMatch(/proxy_next_upstream error timeout http_502 http_503;/);
    expect(nginx).toMatch(/proxy_set_header X-Request-Id /);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-Proto \$scheme;/);
  });

  it('still needs ADMIN_PASSWORD, so no install runs with a guessable admin', async () => {
    expect(composeCommand, INSTALL_HINT).toBeDefined();
    const failure = await compose(['config', '-q'], { PATH: process.env.PATH, HOME: process.env.HOME }).then(
      () => undefined,
      (error: { stderr?: string }) => error.stderr ?? '',
    );
    expect(failure).toContain('set ADMIN_PASSWORD');
  });
});
