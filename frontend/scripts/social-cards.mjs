// Draws the 1200×630 cards link previews show (Open Graph / Twitter): dist/social-card.png for the
// site's pages and dist/social/<kind>/<id>.png for each fixed article, project and category page
// (their own pictures are SVG, which previews do not show). satori lays the card out as SVG with
// the Inter font from @fontsource/inter, and resvg turns it into PNG: both from npm, no browser.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';

const require = createRequire(import.meta.url);
const font = (weight) => readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
const fonts = [
  { name: 'Inter', data: font(500), weight: 500, style: 'normal' },
  { name: 'Inter', data: font(800), weight: 800, style: 'normal' },
];

export const CARD = { width: 1200, height: 630 };

const h = (type, style, children) => ({ type, props: { style, children } });

/** The card's layout: the brand mark and name, a kicker (the item's kind and category), the title and a line below. */
function card({ brand, kicker, title, subtitle }) {
  const titleSize = title.length > 70 ? 54 : title.length > 40 ? 64 : 76;
  return h(
    'div',
    {
      // The padding adds to the box: the content area is the card less the padding.
      width: CARD.width - 144,
      height: CARD.height - 128,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      backgroundColor: '#070b17',
      backgroundImage:
        'radial-gradient(circle at 85% 15%, rgba(139,92,246,0.45), transparent 55%), radial-gradient(circle at 10% 95%, rgba(34,211,238,0.35), transparent 50%)',
      color: '#f8fafc',
      fontFamily: 'Inter',
    },
    [
      h('div', { display: 'flex', alignItems: 'center', gap: 20 }, [
        h('div', {
          width: 64,
          height: 64,
          borderRadius: 16,
          backgroundImage: 'linear-gradient(135deg, #8b5cf6, #22d3ee)',
        }),
        h('div', { fontSize: 40, fontWeight: 800, letterSpacing: -1 }, brand),
      ]),
      h('div', { display: 'flex', flexDirection: 'column', gap: 24 }, [
        ...(kicker
          ? [
              h(
                'div',
                { fontSize: 28, fontWeight: 500, color: '#22d3ee', textTransform: 'uppercase', letterSpacing: 3 },
                kicker,
              ),
            ]
          : []),
        h('div', { fontSize: titleSize, fontWeight: 800, lineHeight: 1.1, letterSpacing: -1.5 }, title),
      ]),
      h('div', { display: 'flex', fontSize: 28, fontWeight: 500, color: '#94a3b8' }, subtitle),
    ],
  );
}

export async function drawCard(content) {
  const svg = await satori(card(content), { ...CARD, fonts });
  return new Resvg(svg, { fitTo: { mode: 'width', value: CARD.width } }).render().asPng();
}

/** The site's own card, for every page without one of its own (the server names it too). */
const SITE_CARD = 'social-card.png';

const KICKERS = { article: 'Article', project: 'Project', category: 'Projects' };

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
    const kicker = [KICKERS[meta.kind], meta.kind === 'category' ? '' : meta.section].filter(Boolean).join(' · ');
    await write(meta.card.slice(1), { brand: name, kicker, title: meta.title, subtitle: `${tagline} · ${name}` });
  }
  return items.length + 1;
}
