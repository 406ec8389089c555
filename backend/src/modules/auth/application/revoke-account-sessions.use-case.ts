import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import { AccountSessionRepository } from './account-session.repository';
import { sessionPublicId } from './session-public-id';

export const SESSION_NOT_FOUND_MESSAGE = 'Session not found';

/** Signs sessions of the caller's own account out, on every instance at once. */
@Injectable()
export class RevokeAccountSessionsUseCase {
  constructor(private readonly sessions: AccountSessionRepository) {}

  /** One session, by its public id; another account's session is as unknown as one that never was. */
  async revokeOne(userId: number, sessionId: string): Promise<void> {
    const sessions = await this.sessions.listForUser(userId);
    const session = sessions.find((candidate) => sessionPublicId(candidate.sid) === sessionId);
    if (!session || !(await this.sessions.deleteOne(userId, session.sid))) {
      throw new DomainError('NOT_FOUND', SESSION_NOT_FOUND_MESSAGE);
    }
  }

  /** Every session but the caller's; answers how many were signed out. */
  revokeOthers(userId: number, currentSid: string): Promise<number> {
    return this.sessions.deleteAll(userId, currentSid);
  }
}
