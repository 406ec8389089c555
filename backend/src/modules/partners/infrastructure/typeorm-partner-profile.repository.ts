import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { DomainError } from '../../../common/errors/domain.error';
import { isUniqueViolation } from '../../../database/postgres-errors';
import { UnitOfWork } from '../../../database/unit-of-work';
import { PartnerProfileRepository } from '../application/partner-profile.repository';
import type { ReasonCode } from '../../../kernel/lifecycle/reason-code';
import type {
  NewPartnerProfile,
  PartnerProfile,
  PartnerProfileChanges,
  PartnerStatus,
} from '../domain/partner-profile';
import { PartnerProfileEntity } from './partner-profile.entity';
import type { StatusAfterOwnerAction } from '../../../kernel/lifecycle/owner-transitions';

@Injectable()
export class TypeormPartnerProfileRepository extends PartnerProfileRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  private get profiles() {
    return this.unitOfWork.manager().getRepository(PartnerProfileEntity);
  }

  findByUserId(userId: number): Promise<PartnerProfile | null> {
    return this.profiles.findOneBy({ userId });
  }

  findByIds(ids: number[]): Promise<PartnerProfile[]> {
    return this.profiles.findBy({ id: In(ids) });
  }

  findByUserIds(userIds: number[]): Promise<PartnerProfile[]> {
    return userIds.length === 0 ? Promise.resolve([]) : this.profiles.findBy({ userId: In(userIds) });
  }

  listPending(): Promise<PartnerProfile[]> {
    return this.profiles.find({ where: { status: 'pending' }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  async create(profile: NewPartnerProfile): Promise<PartnerProfile> {
    try {
      return await this.profiles.save(this.profiles.create({ ...profile, status: 'pending' }));
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('CONFLICT', 'You already have a partner profile');
      throw error;
    }
  }

  async decide(
    id: number,
    status: 'approved' | 'rejected',
    deciderId: number,
    reason: string | null,
    reasonCode: ReasonCode | null,
  ): Promise<PartnerProfile | null> {
    const { affected } = await this.profiles.update(
      { id, status: 'pending' },
      { status, decidedAt: () => 'now()', decidedBy: deciderId, decisionReason: reason, reasonCode },
    );
    return affected ? this.profiles.findOneBy({ id }) : null;
  }

  async changeWhile(
    id: number,
    fromStatus: PartnerStatus,
    changes: PartnerProfileChanges | null,
    to: StatusAfterOwnerAction,
  ): Promise<PartnerProfile | null> {
    const reopened =
      to === 'pending' ? { decisionReason: null, reasonCode: null, decidedAt: null, decidedBy: null } : {};
    const { affected } = await this.profiles.update(
      { id, status: fromStatus },
      { ...changes, ...(to ? { status: to } : {}), ...reopened },
    );
    return affected ? this.profiles.findOneBy({ id }) : null;
  }

  async statusOf(id: number): Promise<PartnerStatus | null> {
    const profile = await this.profiles.findOne({ where: { id }, select: { status: true } });
    return profile?.status ?? null;
  }
}
