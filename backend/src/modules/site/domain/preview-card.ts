import { cardContent, cardVersion, type CardContent } from '@app/social-card/content';
import type { ItemSource } from './site-routes';

/**
 * The preview card of an item published after the build (a partner article, an approved project):
 * drawn by the server from its title and category, once per version, and named in its page's
 * <head> with that version, so a link preview that kept an older card fetches the new one.
 */
export interface PreviewCard {
  /** What the card is stored under: `article:12`, `project:my-dex`. */
  key: string;
  /** Its address on this site, version included (`/cards/article/<version>/12.png`). */
  path: string;
  version: string;
  content: CardContent;
}

type CardKind = 'article' | 'project';

const KIND_OF_SOURCE: Record<ItemSource, CardKind> = {
  'published-article': 'article',
  'directory-project': 'project',
};
const SOURCE_OF_KIND = new Map(
  Object.entries(KIND_OF_SOURCE).map(([source, kind]) => [kind as string, source as ItemSource]),
);

/** Longest id a card's address may carry (a project's slug). */
const MAX_ID_LENGTH = 200;

export function previewCardOf(
  source: ItemSource,
  id: string,
  item: { title: string; section?: string },
  site: { name: string; tagline: string },
): PreviewCard {
  const kind = KIND_OF_SOURCE[source];
  const content = cardContent({ site, kind, section: item.section, title: item.title });
  const version = cardVersion(content);
  return { key: `${kind}:${id}`, path: `/cards/${kind}/${version}/${encodeURIComponent(id)}.png`, version, content };
}

/**
 * The item a card's address names (`/cards/article/<version>/12.png`), or null for an address that
 * names none. The version only tells caches apart: the item's current card is what is served.
 */
export function previewCardRequest(
  kind: string,
  version: string,
  file: string,
): { source: ItemSource; id: string } | null {
  const source = SOURCE_OF_KIND.get(kind);
  if (!source || !/^[\w-]{1,32}$/.test(version) || !file.endsWith('.png')) return null;
  const id = file.slice(0, -'.png'.length);
  if (id === '' || id.length > MAX_ID_LENGTH || id.includes('/')) return null;
  return { source, id };
}
