import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../database/unit-of-work';
import { PartnerAccountDataRepository } from '../application/partner-account-data';
import type { PartnerProfile } from '../domain/partner-profile';
import { PartnerProfileEntity } from './partner-profile.entity';

@Injectable()
export class TypeormPartnerAccountDataRepository extends PartnerAccountDataRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  private get profiles() {
    return this.unitOfWork.manager().getRepository(PartnerProfileEntity);
  }

  profileOf(userId: number): Promise<PartnerProfile | null> {
    return this.profiles.findOneBy({ userId });
  }

  async anonymise(userId: number, companyName: string): Promise<void> {
    await this.profiles.update(
      { userId },
      { companyName, website: null, description: null, referralCode: '', decisionReason: null },
    );
  }
}
