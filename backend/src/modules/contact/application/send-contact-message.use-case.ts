import { Injectable } from '@nestjs/common';
import { isBotSubmission, type ContactMessage } from '../domain/contact-message';
import { ContactMessageRepository } from './contact-message.repository';

export interface SendContactMessageCommand extends ContactMessage {
  honeypot?: string;
}

@Injectable()
export class SendContactMessageUseCase {
  constructor(private readonly messages: ContactMessageRepository) {}

  /** Answers whether the message was stored; bot submissions are accepted silently and dropped. */
  async execute({ honeypot, ...message }: SendContactMessageCommand): Promise<boolean> {
    if (isBotSubmission(honeypot)) return false;
    await this.messages.add(message);
    return true;
  }
}
