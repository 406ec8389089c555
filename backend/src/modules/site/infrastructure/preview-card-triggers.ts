import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { TableChangeFeed } from '../../../database/table-change-feed';
import { PreviewCardsUseCase } from '../application/preview-cards.use-case';

/** The tables whose changes may publish an item, or change what its card shows. */
const PUBLISHING_TABLES = new Set(['article_submissions', 'projects']);

/**
 * Schedules a drawing pass of the preview cards when the database announces a change that may
 * publish an item or change its title or category: published articles (article_submissions
 * announces only those) and the directory's projects, on whichever instance made the change.
 */
@Injectable()
export class PreviewCardTriggers implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('PreviewCards');
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly feed: TableChangeFeed,
    private readonly cards: PreviewCardsUseCase,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = this.feed.subscribe((event) => {
      if (event.kind !== 'change' || !PUBLISHING_TABLES.has(event.change)) return;
      this.cards.schedule().catch((error: unknown) => {
        // The next change, or the pass at the next start, draws what this one would have.
        this.logger.warn(
          `Could not schedule the preview cards: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }
}
