import { ApiProperty } from '@nestjs/swagger';
import type { MailDelivery } from '../../application/mail-delivery.repository';
import type { OutboxMessage } from '../../application/read-outbox.use-case';

export class OutboxEntryDto {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: 'jane@example.com' })
  to: string;

  @ApiProperty({ example: 'We received your message' })
  subject: string;

  @ApiProperty({ example: '2026-11-24T10:00:00.000Z' })
  sentAt: Date;

  static from({ id, to, subject, sentAt }: MailDelivery): OutboxEntryDto {
    return { id, to, subject, sentAt };
  }
}

export class OutboxMessageDto extends OutboxEntryDto {
  @ApiProperty({ description: 'The plain-text part.' })
  text: string;

  @ApiProperty({ description: 'The HTML part, exactly as sent. Show it only in a sandboxed frame.' })
  html: string;

  static fromMessage(message: OutboxMessage): OutboxMessageDto {
    return { ...OutboxEntryDto.from(message), text: message.text, html: message.html };
  }
}
