import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../../database/unit-of-work';
import { AccountSessionRepository, type StoredSession } from '../../application/account-session.repository';
import { DELETE_USER_SESSION, DELETE_USER_SESSIONS_EXCEPT, LIST_USER_SESSIONS } from './sessions.statements';

interface SessionRow {
  sid: string;
  sess: { userAgent?: unknown; ipAddress?: unknown; signedInAt?: unknown; lastSeenAt?: unknown };
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const time = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** Session rows are connect-pg-simple's; `user_id` is generated from the JSON it writes (migration 1763701100000). */
@Injectable()
export class TypeormAccountSessionRepository extends AccountSessionRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  async listForUser(userId: number): Promise<StoredSession[]> {
    const rows: SessionRow[] = await this.unitOfWork.manager().query(LIST_USER_SESSIONS, [userId]);
    return rows.map(({ sid, sess }) => ({
      sid,
      userAgent: text(sess.userAgent),
      ipAddress: text(sess.ipAddress),
      signedInAt: time(sess.signedInAt),
      lastSeenAt: time(sess.lastSeenAt),
    }));
  }

  async deleteOne(userId: number, sid: string): Promise<boolean> {
    const [, affected]: [unknown, number] = await this.unitOfWork.manager().query(DELETE_USER_SESSION, [userId, sid]);
    return affected > 0;
  }

  async deleteAll(userId: number, keepSid?: string): Promise<number> {
    const [, affected]: [unknown, number] = await this.unitOfWork
      .manager()
      .query(DELETE_USER_SESSIONS_EXCEPT, [userId, keepSid ?? null]);
    return affected;
  }
}
