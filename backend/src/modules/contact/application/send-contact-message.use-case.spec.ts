import { describe, expect, it } from 'vitest';
import type { ContactMessage, StoredContactMessage } from '../domain/contact-message';
import { ContactMessageRepository } from './contact-message.repository';
import { SendContactMessageUseCase } from './send-contact-message.use-case';

class RecordingMessages extends ContactMessageRepository {
  stored: ContactMessage[] = [];
  async add(message: ContactMessage): Promise<StoredContactMessage> {
    this.stored.push(message);
    return { ...message, id: this.stored.length, createdAt: new Date() };
  }
  slice(): never {
    throw new Error('not used');
  }
  listAll(): never {
    throw new Error('not used');
  }
}

const message = { name: 'Ada', email: 'ada@example.com', company: 'AE', message: 'Hello' };

describe('SendContactMessageUseCase', () => {
  it('stores a message without the honeypot field', async () => {
    const messages = new RecordingMessages();
    await expect(new SendContactMessageUseCase(messages).execute({ ...message, honeypot: '' })).resolves.toBe(true);
    expect(messages.stored).toEqual([message]);
  });

  it('drops a submission whose honeypot is filled', async () => {
    const messages = new RecordingMessages();
    await expect(new SendContactMessageUseCase(messages).execute({ ...message, honeypot: 'x' })).resolves.toBe(false);
    expect(messages.stored).toEqual([]);
  });
});
