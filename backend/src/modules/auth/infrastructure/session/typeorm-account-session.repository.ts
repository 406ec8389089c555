import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../../database/unit-of-work';
import { AccountSessionRepository, type StoredSession } from '../../application/account-session.repository';
import { SESSION_TABLE } from './session.middleware';

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
    const rows: SessionRow[] = await this.unitOfWork
      .manager()
      .query(`SELECT sid, sess FROM ${SESSION_TABLE} WHERE user_id = $1 AND expire > now()`, [userId]);
    return rows.map(({ sid, sess }) => ({
      sid,
      userAgent: text(sess.userAgent),
      ipAddress: text(sess.ipAddress),
      signedInAt: time(sess.signedInAt),
      lastSeenAt: time(sess.lastSeenAt),
    }));
  }

  async deleteOne(userId: number, sid: string): Promise<boolean> {
    const [, affected]: [unknown, number] = await this.unitOfWork
      .manager()
      .query(`DELETE FROM ${SESSION_TABLE} WHERE user_id = $1 AND sid = $2`, [userId, sid]);
    return affected > 0;
  }

  async deleteAll(userId: number, keepSid?: string): Promise<number> {
    const [, affected]: [unknown, number] = await this.unitOfWork
      .manager()
      .query(`DELETE FROM ${SESSION_TABLE} WHERE user_id = $1 AND sid IS DISTINCT FROM $2`, [userId, keepSid ?? null]);
    return affected;
  }
}
