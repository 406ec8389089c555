import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../database/unit-of-work';
import { UserPasswordRepository } from '../application/user-password.repository';
import { UserEntity } from './user.entity';

@Injectable()
export class TypeormUserPasswordRepository extends UserPasswordRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  async setPasswordHash(userId: number, passwordHash: string): Promise<void> {
    await this.unitOfWork.manager().getRepository(UserEntity).update({ id: userId }, { passwordHash });
  }
}
