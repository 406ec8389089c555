import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../../database/unit-of-work';
import { UserSessions } from '../../application/user-sessions';

@Injectable()
export class TypeormUserSessions extends UserSessions {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  async revokeAll(userId: number): Promise<void> {
    // connect-pg-simple stores passport's user id inside the session's JSON.
    await this.unitOfWork
      .manager()
      .query(`DELETE FROM user_sessions WHERE sess -> 'passport' ->> 'user' = $1`, [String(userId)]);
  }
}
