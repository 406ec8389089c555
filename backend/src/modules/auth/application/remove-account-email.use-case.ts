import { Injectable } from '@nestjs/common';
import type { AccountEmail } from '../domain/account-email';
import { UserEmailRepository } from './user-email.repository';

/** Open verification links stop working with it: they name an address the account no longer has. */
@Injectable()
export class RemoveAccountEmailUseCase {
  constructor(private readonly emails: UserEmailRepository) {}

  async execute(userId: number): Promise<AccountEmail> {
    await this.emails.set(userId, null);
    return { email: null, verified: false };
  }
}
