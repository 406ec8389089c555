// The 1200×630 card link previews show (Open Graph / Twitter) for a page without a picture of its
// own that previews can use: the brand, a kicker (the item's kind and category), its title and a
// line below. satori lays the card out as SVG with the Inter font from @fontsource/inter, and resvg
// turns it into PNG: both from npm, no browser. The client build draws the cards of the fixed pages
// with it; the server draws those of articles and projects published later, once per version.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';

export { cardContent, cardVersion } from './content.js';

const require = createRequire(import.meta.url);

export const CARD = Object.freeze({ width: 1200, height: 630 });

/** Inter's subsets (fontsource's names) and the code points each draws. */
const SUBSETS = JSON.parse(readFileSync(require.resolve('@fontsource/inter/unicode.json'), 'utf8'));

/** Latin first: most titles are drawn from it, the other subsets fill in the characters it lacks. */
const SUBSET_ORDER = Object.keys(SUBSETS).sort((a, b) => Number(b === 'latin') - Number(a === 'latin'));
/** One family per subset (satori keeps one font per name and weight), listed in that order. */
const FONT_FAMILY = SUBSET_ORDER.map((subset) => `Inter ${subset}`).join(', ');

let fonts;
/** Read on the first card only: a server that never draws one never reads them. */
function loadedFonts() {
  fonts ??= SUBSET_ORDER.flatMap((subset) =>
    [500, 800].map((weight) => ({
      name: `Inter ${subset}`,
      data: readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
      weight,
      style: 'normal',
    })),
  );
  return fonts;
}

/** [first, last] code point ranges the fonts draw. */
const DRAWN = Object.values(SUBSETS).flatMap((ranges) =>
  ranges.split(',').map((range) => {
    const [first, last = first] = range.replace(/U\+/g, '').split('-');
    return [parseInt(first, 16), parseInt(last, 16)];
  }),
);

const isDrawn = (character) => {
  const point = character.codePointAt(0);
  return /\s/.test(character) || DRAWN.some(([first, last]) => point >= first && point <= last);
};

/**
 * The text with the characters no font here draws left out (a partner may write a title in any
 * script, or with emoji): a card shows what it can rather than boxes.
 */
export function drawableText(text) {
  return Array.from(text).filter(isDrawn).join('').replace(/\s+/g, ' ').trim();
}

const h = (type, style, children) => ({ type, props: { style, children } });

function layout({ brand, kicker, title, subtitle }) {
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
      fontFamily: FONT_FAMILY,
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

/** @type {import('./index.d.ts').drawCard} */
export async function drawCard(content) {
  const drawable = { ...content, kicker: drawableText(content.kicker), subtitle: drawableText(content.subtitle) };
  // A title written wholly in a script the fonts lack gives way to the line below it.
  drawable.title = drawableText(content.title) || drawable.subtitle;
  const svg = await satori(layout(drawable), { ...CARD, fonts: loadedFonts() });
  return new Resvg(svg, { fitTo: { mode: 'width', value: CARD.width } }).render().asPng();
}
