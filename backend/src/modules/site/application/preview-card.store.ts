/** The preview cards drawn so far, one version per item (see PreviewCardsUseCase). */
export abstract class PreviewCardStore {
  abstract find(key: string): Promise<{ version: string; png: Buffer } | null>;
  /** The version stored for each item that has a card. */
  abstract versions(): Promise<Map<string, string>>;
  /** Stores the card, in place of any other version of it. */
  abstract save(key: string, version: string, png: Buffer): Promise<void>;
  /** Forgets the cards of every item but these (items unpublished or gone). */
  abstract keepOnly(keys: readonly string[]): Promise<void>;
}
