import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PublicReads } from '../../../common/http/public-reads';
import { ClientPageRenderer } from './client-page-renderer';

/** A client build of the smallest kind: /articles shows the published articles, other paths are not rendered. */
function clientBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'client-build-'));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(join(root, 'dist-server'));
  writeFileSync(join(dist, 'index.html'), '<div id="root"></div>');
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  writeFileSync(
    join(root, 'dist-server', 'render-page.js'),
    `export const pageDataKeys = (path) => (path === '/articles' ? ['/api/articles'] : null);
     export const prerenderPage = async (path, client, data) => '<main>' + JSON.stringify(data) + '</main>';`,
  );
  return root;
}

describe('ClientPageRenderer', () => {
  const root = clientBuild();
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const rendererWith = (read: () => Promise<unknown>) => {
    const reads = new PublicReads();
    reads.register('/api/articles', read);
    return new ClientPageRenderer({ staticDir: join(root, 'dist') }, reads);
  };

  it('renders a page with what the API answers for it, and leaves other pages to the build or the browser', async () => {
    const renderer = rendererWith(async () => [{ id: 7 }]);
    expect((await renderer.render('/articles'))?.html).toBe('<main>{"/api/articles":[{"id":7}]}</main>');
    expect(await renderer.render('/login')).toBeNull();
  });

  it("serves nothing rendered (the build's page, or the browser renders) when reading what the page shows fails", async () => {
    const renderer = rendererWith(async () => {
      throw new Error('Connection terminated unexpectedly');
    });
    expect(await renderer.render('/articles')).toBeNull();
  });
});
