import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { PublicReads } from '../../../common/http/public-reads';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import type { PageRenderer, RenderedPage } from '../application/page-renderer';

/** What the client's server build (frontend/dist-server/render-page.js) exports for this. */
interface ClientRenderer {
  pageDataKeys(path: string): string[] | null;
  prerenderPage(
    path: string,
    client: { template: string; manifest: unknown },
    data: Record<string, unknown>,
  ): Promise<string>;
}

/** Rendered documents kept, by path and data: a page is rendered again only when what it shows changed. */
const KEPT_DOCUMENTS = 300;

/** The client's server build beside its browser build (frontend/dist → frontend/dist-server). */
export function serverBuildOf(staticDir: string): string {
  return join(staticDir, '..', 'dist-server', 'render-page.js');
}

@Injectable()
export class ClientPageRenderer implements PageRenderer {
  private readonly logger = new Logger('PageRenderer');
  private loaded:
    Promise<{ renderer: ClientRenderer; client: { template: string; manifest: unknown } } | null> | undefined;
  private readonly documents = new Map<string, Promise<RenderedPage>>();
  private renderings = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'staticDir'>,
    private readonly reads: PublicReads,
  ) {}

  async render(path: string): Promise<RenderedPage | null> {
    const loaded = await this.load();
    if (!loaded) return null;
    const keys = loaded.renderer.pageDataKeys(path);
    if (!keys) return null;
    let data: Record<string, unknown>;
    try {
      data = await this.pageData(keys);
    } catch (error) {
      // The database may be down: the page is served as the build made it (or left to the browser),
      // which shows what it can and says what it could not read.
      this.logger.warn(
        `Reading what ${path} shows failed, the page is served without it: ${error instanceof Error ? error.message : String(error)}`,
      );
      return null;
    }
    const cacheKey = `${path}\n${JSON.stringify(data)}`;
    let document = this.documents.get(cacheKey);
    if (document) {
      this.documents.delete(cacheKey);
    } else {
      const key = `${path}#${++this.renderings}`;
      document = loaded.renderer.prerenderPage(path, loaded.client, data).then((html) => ({ key, html }));
      // A render that failed is not kept: the next request tries again.
      document.catch(() => this.documents.delete(cacheKey));
    }
    this.documents.set(cacheKey, document);
    if (this.documents.size > KEPT_DOCUMENTS) this.documents.delete(this.documents.keys().next().value as string);
    try {
      return await document;
    } catch (error) {
      this.logger.error(
        `Rendering ${path} failed, the browser renders it: ${error instanceof Error ? error.stack : String(error)}`,
      );
      return null;
    }
  }

  /** What the API answers for each key (a key it answers 404 for is left out). */
  private async pageData(keys: string[]): Promise<Record<string, unknown>> {
    const data: Record<string, unknown> = {};
    for (const key of keys) {
      const value = await this.reads.read(key);
      if (value !== undefined) data[key] = value;
    }
    return data;
  }

  private load() {
    this.loaded ??= (async () => {
      const bundle = serverBuildOf(this.config.staticDir);
      const manifest = join(this.config.staticDir, '.vite', 'manifest.json');
      if (!existsSync(bundle) || !existsSync(manifest)) {
        this.logger.warn(`${bundle} is missing: article and project pages are rendered in the browser only`);
        return null;
      }
      try {
        const renderer = (await import(pathToFileURL(bundle).href)) as ClientRenderer;
        const client = {
          template: readFileSync(join(this.config.staticDir, 'index.html'), 'utf8'),
          manifest: JSON.parse(readFileSync(manifest, 'utf8')) as unknown,
        };
        return { renderer, client };
      } catch (error) {
        this.logger.error(
          `The client's server build could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
        );
        return null;
      }
    })();
    return this.loaded;
  }
}
