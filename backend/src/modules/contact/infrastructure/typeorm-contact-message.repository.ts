import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ContactMessageRepository } from '../application/contact-message.repository';
import type { ContactMessage, StoredContactMessage } from '../domain/contact-message';
import { ContactMessageEntity } from './contact-message.entity';

@Injectable()
export class TypeormContactMessageRepository extends ContactMessageRepository {
  constructor(@InjectRepository(ContactMessageEntity) private readonly repository: Repository<ContactMessageEntity>) {
    super();
  }

  async add(message: ContactMessage): Promise<StoredContactMessage> {
    return this.repository.save(this.repository.create(message));
  }
}
