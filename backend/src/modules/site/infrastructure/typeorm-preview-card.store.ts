import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../database/unit-of-work';
import { PreviewCardStore } from '../application/preview-card.store';
import {
  DELETE_OTHER_PREVIEW_CARDS,
  FIND_PREVIEW_CARD,
  PREVIEW_CARD_VERSIONS,
  SAVE_PREVIEW_CARD,
} from './preview-cards.statements';

@Injectable()
export class TypeormPreviewCardStore extends PreviewCardStore {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  async find(key: string): Promise<{ version: string; png: Buffer } | null> {
    const rows: { version: string; png: Buffer }[] = await this.unitOfWork.manager().query(FIND_PREVIEW_CARD, [key]);
    return rows[0] ?? null;
  }

  async versions(): Promise<Map<string, string>> {
    const rows: { key: string; version: string }[] = await this.unitOfWork.manager().query(PREVIEW_CARD_VERSIONS);
    return new Map(rows.map((row) => [row.key, row.version]));
  }

  async save(key: string, version: string, png: Buffer): Promise<void> {
    await this.unitOfWork.manager().query(SAVE_PREVIEW_CARD, [key, version, png]);
  }

  async keepOnly(keys: readonly string[]): Promise<void> {
    await this.unitOfWork.manager().query(DELETE_OTHER_PREVIEW_CARDS, [keys]);
  }
}
