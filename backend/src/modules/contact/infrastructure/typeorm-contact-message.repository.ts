import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../database/unit-of-work';
import { ContactMessageRepository } from '../application/contact-message.repository';
import type { ContactMessage, StoredContactMessage } from '../domain/contact-message';
import { ContactMessageEntity } from './contact-message.entity';

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
}
