import { describe, expect, it } from 'vitest';
import { hoistEmotionStyles, prerenderedDocument } from './prerendered-html';

const template = `<!doctype html>
<html lang="en">
  <head>
    <title>ChainBoost</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('hoistEmotionStyles', () => {
  it('moves the class rules into one <style> naming every class, and keeps each global style whole, marked as already in <head>', () => {
    const rendered =
      '<style data-emotion="css-global 1abc">body{margin:0;}</style>' +
      '<style data-emotion="css x1">.css-x1{color:red;}</style><div class="css-x1">' +
      '<style data-emotion="css y2 z3">.css-y2{margin:0;}.css-z3{padding:0;}</style><p class="css-y2 css-z3">Hi</p></div>';

    const { styles, markup } = hoistEmotionStyles(rendered);

    expect(markup).toBe('<div class="css-x1"><p class="css-y2 css-z3">Hi</p></div>');
    expect(styles).toBe(
      '<style data-s="" data-emotion="css-global 1abc">body{margin:0;}</style>' +
        '<style data-prerendered-styles="css x1 y2 z3">.css-x1{color:red;}.css-y2{margin:0;}.css-z3{padding:0;}</style>',
    );
  });

  it('adds the class rules of what was rendered for its styles alone, and neither its markup nor its global styles', () => {
    const page = '<style data-emotion="css x1">.css-x1{color:red;}</style><main class="css-x1">Page</main>';
    const later =
      '<style data-emotion="css-global 9g">p{margin:0;}</style>' +
      '<style data-emotion="css f2">.css-f2{padding:0;}</style><footer class="css-f2">Footer</footer>';

    const { styles, markup } = hoistEmotionStyles(page, [later]);

    expect(markup).toBe('<main class="css-x1">Page</main>');
    expect(styles).toBe('<style data-prerendered-styles="css x1 f2">.css-x1{color:red;}.css-f2{padding:0;}</style>');
  });

  it('leaves markup without Emotion styles as it is', () => {
    expect(hoistEmotionStyles('<main><style>p{}</style><p>Text</p></main>')).toEqual({
      styles: '',
      markup: '<main><style>p{}</style><p>Text</p></main>',
    });
  });
});

describe('prerenderedDocument', () => {
  it('puts the markup into #root, and the low-priority route chunk hints and the styles at the end of <head>', () => {
    const html = prerenderedDocument(template, {
      markup: '<h1>Leaderboards</h1>',
      styles: '<style data-emotion="css a">.css-a{}</style>',
      modulePreloads: ['/assets/LeaderboardsPage-b.js', '/assets/Tabs-c.js'],
    });

    expect(html).toContain('<div id="root"><h1>Leaderboards</h1></div>');
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head.indexOf('/assets/index-a.js')).toBeLessThan(head.indexOf('LeaderboardsPage-b.js'));
    expect(head).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/LeaderboardsPage-b.js">',
    );
    expect(head).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/Tabs-c.js">');
    expect(head).toContain('<style data-emotion="css a">.css-a{}</style>');
  });

  it("gives the page the title it sets, escaped, and keeps the template's title otherwise", () => {
    const page = { markup: '<p>x</p>', styles: '', modulePreloads: [] };
    expect(prerenderedDocument(template, { ...page, title: 'R&D <Labs> | ChainBoost' })).toContain(
      '<title>R&amp;D &lt;Labs&gt; | ChainBoost</title>',
    );
    expect(prerenderedDocument(template, page)).toContain('<title>ChainBoost</title>');
  });

  it('copies markup and styles literally, even where they look like replacement patterns', () => {
    const html = prerenderedDocument(template, {
      markup: "<p>Costs $& and $'</p>",
      styles: '<style data-emotion="css a">.css-a::after{content:"$&"}</style>',
      modulePreloads: [],
    });
    expect(html).toContain(`<div id="root"><p>Costs $& and $'</p></div>`);
    expect(html).toContain('content:"$&"');
  });

  it('refuses a template without an empty root element', () => {
    const page = { markup: '<p>x</p>', styles: '', modulePreloads: [] };
    expect(() => prerenderedDocument(template.replace('<div id="root"></div>', ''), page)).toThrow(/root/);
  });
});
