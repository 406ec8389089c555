// What a preview card says and which version of it that is: pure, without the drawing libraries,
// so the server can name an item's card (in its page's <head>) without loading them.
import { createHash } from 'node:crypto';

/** Bumped whenever the card's layout (index.js) changes, so every drawn card is drawn again. */
export const LAYOUT_VERSION = 1;

const KICKERS = { article: 'Article', project: 'Project', category: 'Projects' };

/** @type {import('./content.d.ts').cardContent} */
export function cardContent({ site, kind, section, title }) {
  const kicker = [KICKERS[kind], kind === 'category' ? '' : section].filter(Boolean).join(' · ');
  return { brand: site.name, kicker, title, subtitle: `${site.tagline} · ${site.name}` };
}

/** @type {import('./content.d.ts').cardVersion} */
export function cardVersion(content) {
  const { brand, kicker, title, subtitle } = content;
  return createHash('sha256')
    .update(JSON.stringify([LAYOUT_VERSION, brand, kicker, title, subtitle]))
    .digest('base64url')
    .slice(0, 16);
}
