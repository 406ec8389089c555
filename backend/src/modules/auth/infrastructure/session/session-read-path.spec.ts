import { sign } from 'cookie-signature';
import type { SessionData } from 'express-session';
import { describe, expect, it } from 'vitest';
import { SessionReadPath } from './session-read-path';

const SECRET = 'a-test-secret';
const NOW = Date.UTC(2026, 10, 24, 12);
const MINUTE = 60_000;
const lifetime = { idleMs: 30 * MINUTE, absoluteMs: 120 * MINUTE };

function cookieFor(sid: string, secret = SECRET): string {
  return `theme=dark; sid=${encodeURIComponent(`s:${sign(sid, secret)}`)}`;
}

function session(fields: Record<string, unknown> = {}): SessionData {
  return {
    cookie: { expires: new Date(NOW + 60 * MINUTE), originalMaxAge: 60 * MINUTE },
    passport: { user: 7 },
    signedInAt: NOW - 10 * MINUTE,
    lastSeenAt: NOW - MINUTE,
    ...fields,
  } as unknown as SessionData;
}

function pathOver(sessions: Record<string, SessionData>) {
  const peeked: string[] = [];
  const readPath = new SessionReadPath(SECRET, { peek: (sid) => (peeked.push(sid), sessions[sid]) }, lifetime);
  return { readPath, peeked };
}

describe('SessionReadPath', () => {
  it('hands a GET or HEAD of a cached, current, signed-in session its id and user', () => {
    const { readPath } = pathOver({ abc: session() });
    expect(readPath.resolve('GET', cookieFor('abc'), NOW)).toEqual({ sid: 'abc', userId: 7 });
    expect(readPath.resolve('HEAD', cookieFor('abc'), NOW)).toEqual({ sid: 'abc', userId: 7 });
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])('leaves %s to the full path', (method) => {
    const { readPath, peeked } = pathOver({ abc: session() });
    expect(readPath.resolve(method, cookieFor('abc'), NOW)).toBeNull();
    expect(peeked).toEqual([]);
  });

  it('never looks up a session whose cookie is unsigned or signed with another secret', () => {
    const { readPath, peeked } = pathOver({ abc: session() });
    expect(readPath.resolve('GET', 'sid=abc', NOW)).toBeNull();
    expect(readPath.resolve('GET', cookieFor('abc', 'another-secret'), NOW)).toBeNull();
    expect(readPath.resolve('GET', `sid=${encodeURIComponent(`s:${sign('abc', SECRET)}x`)}`, NOW)).toBeNull();
    expect(peeked).toEqual([]);
  });

  it('reads the first sid cookie, as express-session does', () => {
    const { readPath } = pathOver({ abc: session(), other: session({ passport: { user: 9 } }) });
    expect(
      readPath.resolve('GET', `${cookieFor('abc')}; sid=${encodeURIComponent(`s:${sign('other', SECRET)}`)}`, NOW),
    ).toEqual({
      sid: 'abc',
      userId: 7,
    });
  });

  it('leaves a session that is not cached or not signed in to the full path', () => {
    const { readPath } = pathOver({ anonymous: session({ passport: undefined }), pending: session({ passport: {} }) });
    expect(readPath.resolve('GET', cookieFor('missing'), NOW)).toBeNull();
    expect(readPath.resolve('GET', cookieFor('anonymous'), NOW)).toBeNull();
    expect(readPath.resolve('GET', cookieFor('pending'), NOW)).toBeNull();
  });

  it('leaves an expired, idle, too old or activity-due session to the full path, which ends it or records the activity', () => {
    const { readPath } = pathOver({
      expired: session({ cookie: { expires: new Date(NOW - 1), originalMaxAge: MINUTE } }),
      idle: session({ lastSeenAt: NOW - 31 * MINUTE }),
      old: session({ signedInAt: NOW - 121 * MINUTE }),
      due: session({ lastSeenAt: NOW - 4 * MINUTE }),
      unclocked: session({ signedInAt: undefined }),
    });
    for (const sid of ['expired', 'idle', 'old', 'due', 'unclocked']) {
      expect(readPath.resolve('GET', cookieFor(sid), NOW), sid).toBeNull();
    }
  });

  it('sees a session change at once although the cookie check is remembered', () => {
    const sessions: Record<string, SessionData> = { abc: session() };
    const { readPath } = pathOver(sessions);
    expect(readPath.resolve('GET', cookieFor('abc'), NOW)).not.toBeNull();
    delete sessions.abc;
    expect(readPath.resolve('GET', cookieFor('abc'), NOW)).toBeNull();
  });
});
