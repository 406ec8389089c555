import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../database/unit-of-work';
import { AuditLogRepository, type NewAuditEntry } from '../application/audit-log.repository';
import { AuditLogEntity } from './audit-log.entity';

const TARGET_LABEL_MAX_LENGTH = 200;

@Injectable()
export class TypeormAuditLogRepository extends AuditLogRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  private get entries() {
    return this.unitOfWork.manager().getRepository(AuditLogEntity);
  }

  async record({ actor, ...entry }: NewAuditEntry): Promise<void> {
    await this.entries.insert({
      ...entry,
      adminId: actor.id,
      adminUsername: actor.username,
      targetLabel: entry.targetLabel.slice(0, TARGET_LABEL_MAX_LENGTH),
    });
  }
}
