import { describe, expect, it } from 'vitest';
import { describeStartError, embeddedPostgresFailureMessage, summariseServerOutput } from './embedded-postgres-error';

describe('embedded PostgreSQL start-up failures', () => {
  it('names the cause and every remedy in one paragraph', () => {
    const message = embeddedPostgresFailureMessage('permission denied on /srv/app/data.', {
      dataDir: '/srv/app/data',
      runningAsRoot: false,
    });
    expect(message).toBe(
      'The embedded PostgreSQL server could not start: permission denied on /srv/app/data. To fix this, ' +
        'set DATABASE_URL to use an existing PostgreSQL server (for example DATABASE_URL=postgres://user:password@localhost:5432/app) ' +
        'or set DATA_DIR to another directory this user can write to (DATA_DIR is now /srv/app/data).',
    );
    expect(message).not.toContain('\n');
  });

  it('as root, points at a DATA_DIR the unprivileged user can reach and at running as a normal user', () => {
    const message = embeddedPostgresFailureMessage('x', { dataDir: '/root/app/data', runningAsRoot: true });
    expect(message).toContain('set DATABASE_URL');
    expect(message).toContain('DATA_DIR to another directory that the unprivileged "postgres" system user can reach');
    expect(message).toContain('DATA_DIR is now /root/app/data');
    expect(message).toMatch(/, or run the app as a normal user instead of root\.$/);
  });

  it('suggests another EMBEDDED_POSTGRES_PORT when the port is taken', () => {
    const message = embeddedPostgresFailureMessage('port 5432 on 127.0.0.1 is already in use by another program', {
      dataDir: '/d',
      runningAsRoot: false,
      portInUse: true,
    });
    expect(message).toContain(
      'could not start: port 5432 on 127.0.0.1 is already in use by another program. To fix this, set EMBEDDED_POSTGRES_PORT',
    );
    expect(message).toContain('set DATABASE_URL');
  });

  it('words file-system errors without error codes or stacks', () => {
    const error = (code: string, path?: string) => Object.assign(new Error(`${code}: boom`), { code, path });
    expect(describeStartError(error('EACCES', '/root/app/data'))).toBe('permission denied on /root/app/data');
    expect(describeStartError(error('EEXIST', '/srv/file'))).toBe(
      '/srv/file (or one of its parents) exists but is not a directory',
    );
    expect(describeStartError(error('ENOTDIR', '/srv/file/x'))).toBe(
      '/srv/file/x (or one of its parents) exists but is not a directory',
    );
    expect(describeStartError(error('EROFS', '/ro'))).toBe('/ro is on a read-only file system');
    expect(describeStartError(new Error('something else'))).toBe('something else');
  });

  it('keeps the lines of PostgreSQL output that say why it stopped', () => {
    const output = [
      '2026-01-01 10:00:00.000 UTC [42] LOG:  starting PostgreSQL 18.4',
      '2026-01-01 10:00:00.001 UTC [42] LOG:  could not bind IPv4 address "127.0.0.1": Address already in use',
      '2026-01-01 10:00:00.001 UTC [42] HINT:  Is another postmaster already running on port 5432?',
      '2026-01-01 10:00:00.002 UTC [42] FATAL:  could not create any TCP/IP sockets',
      '2026-01-01 10:00:00.003 UTC [42] LOG:  database system is shut down',
    ].join('\n');
    expect(summariseServerOutput(output)).toBe(
      'HINT: Is another postmaster already running on port 5432?; FATAL: could not create any TCP/IP sockets',
    );
    expect(summariseServerOutput('initdb: error: directory "/d/postgres" exists but is not empty\n')).toBe(
      'initdb: error: directory "/d/postgres" exists but is not empty',
    );
    expect(summariseServerOutput('one\ntwo\nthree\nfour\n')).toBe('two; three; four');
  });
});
