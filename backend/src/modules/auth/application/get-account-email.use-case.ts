import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import { toAccountEmail, type AccountEmail } from '../domain/account-email';
import { UserEmailRepository } from './user-email.repository';

@Injectable()
export class GetAccountEmailUseCase {
  constructor(private readonly emails: UserEmailRepository) {}

  async execute(userId: number): Promise<AccountEmail> {
    const stored = await this.emails.find(userId);
    if (!stored) throw new DomainError('UNAUTHENTICATED', 'Not signed in');
    return toAccountEmail(stored);
  }
}
