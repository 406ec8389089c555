import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../../../common/application/job-queue';
import {
  CHAIN_PAYMENT_CHECK_JOB,
  type ChainPaymentCheckJob,
} from '../../submissions/application/submit-chain-payment.use-case';
import { CheckChainPaymentUseCase } from './check-chain-payment.use-case';

/** Works the `listing-payment-check` queue the submissions module fills when a submitter enters a transaction. */
@Injectable()
export class ChainPaymentCheckWorker implements OnModuleInit {
  constructor(
    private readonly jobs: JobQueue,
    private readonly checking: CheckChainPaymentUseCase,
  ) {}

  onModuleInit(): void {
    this.jobs.handle<ChainPaymentCheckJob>(
      CHAIN_PAYMENT_CHECK_JOB,
      async (job) => {
        await this.checking.check(job.paymentId);
      },
      { onePendingPerKey: true },
    );
  }
}
