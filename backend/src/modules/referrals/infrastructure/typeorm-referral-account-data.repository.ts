import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../database/unit-of-work';
import { ReferralAccountDataRepository, type SignupReferral } from '../application/referral-account-data';
import type { Referral } from '../domain/referral';
import { ReferralEntity } from './referral.entity';
import { SIGNUP_REFERRAL } from './referral-conversions.statements';

@Injectable()
export class TypeormReferralAccountDataRepository extends ReferralAccountDataRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  private get referrals() {
    return this.unitOfWork.manager().getRepository(ReferralEntity);
  }

  referralsOf(partnerId: number): Promise<Referral[]> {
    return this.referrals.find({ where: { partnerId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async signupReferralOf(userId: number): Promise<SignupReferral | null> {
    // referral_conversions has no entity: the conversion is counted by one SQL statement.
    const rows: SignupReferral[] = await this.unitOfWork.manager().query(SIGNUP_REFERRAL, [userId]);
    return rows[0] ?? null;
  }

  async deleteAllOf(partnerId: number): Promise<void> {
    await this.referrals.delete({ partnerId });
  }
}
