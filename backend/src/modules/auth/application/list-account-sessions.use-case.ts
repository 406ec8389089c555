import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import type { AccountSession } from '../domain/account-session';
import { AccountSessionRepository, type StoredSession } from './account-session.repository';
import { sessionPublicId } from './session-public-id';

/** The account's sessions that can still be used: unexpired, and within the idle and absolute lifetimes. */
@Injectable()
export class ListAccountSessionsUseCase {
  constructor(
    private readonly sessions: AccountSessionRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(userId: number, currentSid: string): Promise<AccountSession[]> {
    const now = Date.now();
    const stored = await this.sessions.listForUser(userId);
    return stored
      .filter((session) => session.sid === currentSid || this.isLive(session, now))
      .map((session) => toAccountSession(session, session.sid === currentSid))
      .sort(
        (first, second) =>
          Number(second.current) - Number(first.current) ||
          (second.lastSeenAt?.getTime() ?? 0) - (first.lastSeenAt?.getTime() ?? 0),
      );
  }

  private isLive(session: StoredSession, now: number): boolean {
    if (session.signedInAt !== undefined && now - session.signedInAt > this.config.sessionMaxAgeMs) return false;
    return session.lastSeenAt === undefined || now - session.lastSeenAt <= this.config.sessionIdleMs;
  }
}

function toAccountSession(session: StoredSession, current: boolean): AccountSession {
  return {
    id: sessionPublicId(session.sid),
    userAgent: session.userAgent ?? null,
    ipAddress: session.ipAddress ?? null,
    signedInAt: session.signedInAt === undefined ? null : new Date(session.signedInAt),
    lastSeenAt: session.lastSeenAt === undefined ? null : new Date(session.lastSeenAt),
    current,
  };
}
