// Draws the 1200×630 cards link previews show (Open Graph / Twitter), with @app/social-card:
// dist/social-card.png for the site's pages and dist/social/<kind>/<id>.png for each fixed article,
// project and category page (their own pictures are SVG, which previews do not show). The server
// draws the cards of articles and projects published later with the same package.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { cardContent, drawCard } from '@app/social-card';

/** The site's own card, for every page without one of its own (the server names it too). */
const SITE_CARD = 'social-card.png';

/** Draws the site's card and each fixed item's (at its `card` path) into distDir, from site-routes.json's descriptions. */
export async function drawSocialCards(distDir, routes) {
  const { name, tagline } = routes.site;
  const write = async (file, content) => {
    const target = join(distDir, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, await drawCard(content));
  };
  await write(SITE_CARD, {
    brand: name,
    kicker: '',
    title: tagline,
    subtitle: 'User acquisition · Liquidity · Partnerships · AI growth',
  });
  const items = Object.values(routes.meta.items).filter((meta) => meta.card);
  for (const meta of items) {
    await write(
      meta.card.slice(1),
      cardContent({ site: routes.site, kind: meta.kind, section: meta.section, title: meta.title }),
    );
  }
  return items.length + 1;
}
