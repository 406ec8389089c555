import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ChangeNotifiedCache } from '../database/change-notified-cache';
import { PgBossJobQueue } from '../database/pg-boss-job-queue';
import { TableChangeFeed } from '../database/table-change-feed';
import { UnitOfWork } from '../database/unit-of-work';
import { JobQueue } from './application/job-queue';
import { TransactionRunner } from './application/transaction-runner';
import { AllExceptionsFilter } from './errors/all-exceptions.filter';
import { PublicReads } from './http/public-reads';
import { createValidationPipe } from './http/validation';

@Global()
@Module({})
export class CommonModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: CommonModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        TableChangeFeed,
        ChangeNotifiedCache,
        UnitOfWork,
        { provide: TransactionRunner, useExisting: UnitOfWork },
        { provide: JobQueue, useClass: PgBossJobQueue },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
        PublicReads,
      ],
      exports: [APP_CONFIG, TableChangeFeed, ChangeNotifiedCache, UnitOfWork, TransactionRunner, JobQueue, PublicReads],
    };
  }
}
