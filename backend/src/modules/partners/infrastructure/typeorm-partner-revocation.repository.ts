import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../database/unit-of-work';
import { PartnerRevocationRepository } from '../application/partner-revocation.repository';
import type { PartnerProfile } from '../domain/partner-profile';
import { PartnerProfileEntity } from './partner-profile.entity';

@Injectable()
export class TypeormPartnerRevocationRepository extends PartnerRevocationRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  private get profiles() {
    return this.unitOfWork.manager().getRepository(PartnerProfileEntity);
  }

  async revoke(id: number, reason: string, deciderId: number): Promise<PartnerProfile | null> {
    const { affected } = await this.profiles.update(
      { id, status: 'approved' },
      { status: 'revoked', decisionReason: reason, reasonCode: null, decidedAt: () => 'now()', decidedBy: deciderId },
    );
    return affected ? this.find(id) : null;
  }

  find(id: number): Promise<PartnerProfile | null> {
    return this.profiles.findOneBy({ id });
  }
}
