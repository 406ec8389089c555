import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../database/unit-of-work';
import { UserContacts, type UserContact } from '../application/user-contacts';

@Injectable()
export class TypeormUserContacts extends UserContacts {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  private query() {
    return this.unitOfWork
      .manager()
      .createQueryBuilder()
      .select([
        'u.id AS id',
        'u.role AS role',
        'CASE WHEN u.email_verified_at IS NOT NULL THEN u.email END AS "verifiedEmail"',
      ])
      .from('users', 'u');
  }

  admins(): Promise<UserContact[]> {
    return this.query().where(`u.role = 'admin'`).orderBy('u.id').getRawMany<UserContact>();
  }

  async byId(id: number): Promise<UserContact | null> {
    return (await this.query().where('u.id = :id', { id }).getRawOne<UserContact>()) ?? null;
  }
}
