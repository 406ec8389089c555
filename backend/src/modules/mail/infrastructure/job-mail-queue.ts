import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../../../common/application/job-queue';
import { MailQueue, type OutgoingMail } from '../application/mail-queue';
import { SendMailUseCase } from '../application/send-mail.use-case';

export const MAIL_JOB = 'mail';

/** Each message is one job; the job runs SendMailUseCase on whichever instance takes it. */
@Injectable()
export class JobMailQueue extends MailQueue implements OnModuleInit {
  constructor(
    private readonly jobs: JobQueue,
    private readonly sendMail: SendMailUseCase,
  ) {
    super();
  }

  onModuleInit(): void {
    this.jobs.handle<OutgoingMail>(MAIL_JOB, (mail) => this.sendMail.execute(mail));
  }

  enqueue(mail: OutgoingMail): Promise<void> {
    return this.jobs.enqueue(MAIL_JOB, mail);
  }
}
