import { Injectable } from '@nestjs/common';
import { MailDeliveryRepository } from './mail-delivery.repository';
import type { OutgoingMail } from './mail-queue';
import { MailTransport } from './mail-transport';

/**
 * The mail job. The delivery record is checked before sending and written before the job is
 * acknowledged, so a retried job does not send its message again. The outbox transport also
 * writes each key's file once, which closes the remaining gap (a crash between sending and
 * recording); an SMTP send interrupted there may repeat once.
 */
@Injectable()
export class SendMailUseCase {
  constructor(
    private readonly deliveries: MailDeliveryRepository,
    private readonly transport: MailTransport,
  ) {}

  async execute(mail: OutgoingMail): Promise<void> {
    if (await this.deliveries.wasSent(mail.idempotencyKey)) return;
    const sent = await this.transport.send(mail.idempotencyKey, mail.to, mail.message);
    await this.deliveries.record(mail.idempotencyKey, mail.to, mail.message.subject, sent);
  }
}
