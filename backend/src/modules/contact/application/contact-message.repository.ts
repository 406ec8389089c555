import type { ContactMessage, StoredContactMessage } from '../domain/contact-message';

export abstract class ContactMessageRepository {
  abstract add(message: ContactMessage): Promise<StoredContactMessage>;
}
