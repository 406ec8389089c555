import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../database/unit-of-work';
import { SignInNonceRepository, type IssuedNonce } from '../application/sign-in-nonce.repository';
import { DELETE_EXPIRED_NONCES, INSERT_NONCE, TAKE_NONCE } from './sign-in-nonces.statements';

/** One nonce issue in this many also forgets the expired ones: the table stays small without a job. */
const PRUNE_EVERY = 50;

@Injectable()
export class TypeormSignInNonceRepository extends SignInNonceRepository {
  private issued = 0;

  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  async issue(nonce: IssuedNonce): Promise<void> {
    const manager = this.unitOfWork.manager();
    await manager.query(INSERT_NONCE, [nonce.value, nonce.sessionId, nonce.expiresAt]);
    this.issued += 1;
    if (this.issued % PRUNE_EVERY === 0) await manager.query(DELETE_EXPIRED_NONCES);
  }

  async take(value: string): Promise<IssuedNonce | null> {
    const [rows]: [IssuedNonce[], number] = await this.unitOfWork.manager().query(TAKE_NONCE, [value]);
    return rows[0] ?? null;
  }
}
