import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../database/unit-of-work';
import { ContactMessageRepository, type Slice } from '../application/contact-message.repository';
import type { ContactMessage, StoredContactMessage } from '../domain/contact-message';
import { ContactMessageEntity } from './contact-message.entity';

const NEWEST_FIRST = { createdAt: 'DESC', id: 'DESC' } as const;

@Injectable()
export class TypeormContactMessageRepository extends ContactMessageRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  private get messages() {
    return this.unitOfWork.manager().getRepository(ContactMessageEntity);
  }

  add(message: ContactMessage): Promise<StoredContactMessage> {
    return this.messages.save(this.messages.create(message));
  }

  async slice(offset: number, limit: number): Promise<Slice<StoredContactMessage>> {
    const [items, total] = await this.messages.findAndCount({ order: NEWEST_FIRST, skip: offset, take: limit });
    return { items, total };
  }

  listAll(): Promise<StoredContactMessage[]> {
    return this.messages.find({ order: NEWEST_FIRST });
  }
}
