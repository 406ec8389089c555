import type { ContactMessage, StoredContactMessage } from '../domain/contact-message';

/** Part of a list, newest first, with the size of the whole list. */
export interface Slice<T> {
  items: T[];
  total: number;
}

export abstract class ContactMessageRepository {
  abstract add(message: ContactMessage): Promise<StoredContactMessage>;
  abstract slice(offset: number, limit: number): Promise<Slice<StoredContactMessage>>;
  /** Newest first. */
  abstract listAll(): Promise<StoredContactMessage[]>;
}
