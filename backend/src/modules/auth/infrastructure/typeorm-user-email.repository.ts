import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import { isUniqueViolation } from '../../../database/postgres-errors';
import { UnitOfWork } from '../../../database/unit-of-work';
import { UserEmailRepository } from '../application/user-email.repository';
import { EMAIL_TAKEN_MESSAGE, type UserEmail } from '../domain/account-email';
import { UserEntity } from './user.entity';

@Injectable()
export class TypeormUserEmailRepository extends UserEmailRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  private get users() {
    return this.unitOfWork.manager().getRepository(UserEntity);
  }

  async find(userId: number): Promise<UserEmail | null> {
    const row = await this.users.findOne({
      select: { id: true, email: true, emailVerifiedAt: true },
      where: { id: userId },
    });
    return row ? { email: row.email, verifiedAt: row.emailVerifiedAt } : null;
  }

  async set(userId: number, email: string | null): Promise<void> {
    await this.users.update({ id: userId }, { email, emailVerifiedAt: null });
  }

  async markVerified(userId: number, email: string): Promise<boolean> {
    try {
      const result = await this.users
        .createQueryBuilder()
        .update()
        .set({ emailVerifiedAt: () => 'now()' })
        .where('id = :userId AND email = :email', { userId, email })
        .execute();
      return (result.affected ?? 0) > 0;
    } catch (error) {
      // The partial unique index on verified addresses: another account verified it first.
      if (isUniqueViolation(error)) throw new DomainError('CONFLICT', EMAIL_TAKEN_MESSAGE);
      throw error;
    }
  }

  isVerifiedElsewhere(email: string, exceptUserId: number): Promise<boolean> {
    return this.users
      .createQueryBuilder('user')
      .where('lower(user.email) = lower(:email)', { email })
      .andWhere('user.emailVerifiedAt IS NOT NULL')
      .andWhere('user.id <> :exceptUserId', { exceptUserId })
      .getExists();
  }
}
