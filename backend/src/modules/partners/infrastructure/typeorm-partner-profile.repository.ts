import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { DomainError } from '../../../common/errors/domain.error';
import { isUniqueViolation } from '../../../database/postgres-errors';
import { PartnerProfileRepository } from '../application/partner-profile.repository';
import type { NewPartnerProfile, PartnerProfile } from '../domain/partner-profile';
import { PartnerProfileEntity } from './partner-profile.entity';

@Injectable()
export class TypeormPartnerProfileRepository extends PartnerProfileRepository {
  constructor(@InjectRepository(PartnerProfileEntity) private readonly repository: Repository<PartnerProfileEntity>) {
    super();
  }

  findByUserId(userId: number): Promise<PartnerProfile | null> {
    return this.repository.findOneBy({ userId });
  }

  async create(profile: NewPartnerProfile): Promise<PartnerProfile> {
    try {
      return await this.repository.manager.transaction(async (manager) => {
        const saved = await manager.save(manager.create(PartnerProfileEntity, { ...profile, status: 'pending' }));
        // The referrals table is where codes are unique; the profile's code is its first referral.
        await manager.query('INSERT INTO referrals (partner_id, code) VALUES ($1, $2)', [saved.id, profile.referralCode]);
        return saved;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const constraint = (error as { driverError?: { constraint?: string } }).driverError?.constraint;
      if (constraint === 'referrals_code_unique') throw new DomainError('CONFLICT', 'Referral code is already taken');
      throw new DomainError('CONFLICT', 'You already have a partner profile');
    }
  }
}
