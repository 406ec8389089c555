import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../../../common/application/job-queue';
import type { PreviewCard } from '../domain/preview-card';
import type { ItemSource } from '../domain/site-routes';
import { PageStatusUseCase } from './page-status.use-case';
import { PreviewCardStore } from './preview-card.store';

/** Draws the cards of items that have none yet, or an older version: one job waits at a time. */
export const PREVIEW_CARDS_JOB = 'preview-cards-draw';

/**
 * The preview cards of articles and projects published after the build. They are drawn when an
 * item is published or changes (a job the publication's change notification schedules, see
 * PreviewCardTriggers, and one at start for anything missed meanwhile), stored, and served from
 * the store: a preview fetcher asking before the job has run gets the card drawn then, once.
 */
@Injectable()
export class PreviewCardsUseCase implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('PreviewCards');
  /** Cards being drawn, by key and version: two requests for one card draw it once. */
  private readonly drawing = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly pages: PageStatusUseCase,
    private readonly store: PreviewCardStore,
    private readonly jobs: JobQueue,
  ) {}

  onModuleInit(): void {
    this.jobs.handle(
      PREVIEW_CARDS_JOB,
      async () => {
        const drawn = await this.drawMissing();
        if (drawn > 0) this.logger.log(`Drew ${drawn} preview card(s)`);
      },
      { onePendingPerKey: true },
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.schedule();
  }

  /** Asks for a drawing pass soon; while one waits, asking again adds nothing. */
  schedule(): Promise<void> {
    return this.jobs.enqueue(PREVIEW_CARDS_JOB, {}, { singletonKey: PREVIEW_CARDS_JOB, startAfterSeconds: 1 });
  }

  /** The item's card as PNG, or null when the item is not public (or was there before the build). */
  async png(source: ItemSource, id: string): Promise<Buffer | null> {
    const card = await this.pages.previewCard(source, id);
    if (!card) return null;
    const stored = await this.store.find(card.key);
    return stored?.version === card.version ? stored.png : this.draw(card);
  }

  /**
   * Draws every card that is missing or shows an older version of its item, and forgets those of
   * items no longer public; answers how many it drew.
   */
  async drawMissing(): Promise<number> {
    const [cards, versions] = await Promise.all([this.pages.previewCards(), this.store.versions()]);
    await this.store.keepOnly(cards.map((card) => card.key));
    let drawn = 0;
    for (const card of cards) {
      if (versions.get(card.key) === card.version) continue;
      await this.draw(card);
      drawn += 1;
    }
    return drawn;
  }

  private draw(card: PreviewCard): Promise<Buffer> {
    const key = `${card.key}@${card.version}`;
    let drawing = this.drawing.get(key);
    if (!drawing) {
      drawing = (async () => {
        // The drawing libraries load with the first card: a server that draws none never loads them.
        const { drawCard } = await import('@app/social-card');
        const png = await drawCard(card.content);
        await this.store.save(card.key, card.version, png);
        return png;
      })().finally(() => this.drawing.delete(key));
      this.drawing.set(key, drawing);
    }
    return drawing;
  }
}
