import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import { TimelineRepository } from '../../timeline/application/timeline.repository';
import type { PartnerProfile } from '../domain/partner-profile';
import { PartnerRevocationRepository } from './partner-revocation.repository';

@Injectable()
export class RevokePartnerProfileUseCase {
  constructor(
    private readonly profiles: PartnerRevocationRepository,
    private readonly timeline: TimelineRepository,
  ) {}

  /**
   * An approved profile becomes revoked: PartnerStanding then refuses its new partner work, and
   * its records stay readable. Only an approved profile can be revoked (else 409; 404 unknown).
   * The caller takes the partner role away in the same transaction.
   */
  async execute(id: number, reason: string, adminId: number): Promise<PartnerProfile> {
    const revoked = await this.profiles.revoke(id, reason, adminId);
    if (!revoked) {
      const profile = await this.profiles.find(id);
      if (!profile) throw new DomainError('NOT_FOUND', 'Partner profile not found');
      throw new DomainError(
        'CONFLICT',
        `Partner profile cannot be revoked: it is not approved (it is ${profile.status})`,
      );
    }
    await this.timeline.record({
      itemKind: 'partner-profile',
      itemId: id,
      event: 'reversed',
      actor: 'admin',
      actorId: adminId,
      outcome: 'revoked',
      notes: reason,
    });
    return revoked;
  }
}
