import { Readable } from 'node:stream';
import { Controller, Get, Header, NotFoundException, Param, StreamableFile } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Feed } from 'feed';
import { SitemapIndexStream, SitemapStream, streamToPromise } from 'sitemap';
import { PreviewCardsUseCase } from '../application/preview-cards.use-case';
import { SiteIndexUseCase } from '../application/site-index.use-case';
import { previewCardRequest } from '../domain/preview-card';
import { sitemapLayout, sitemapPart } from '../domain/sitemap-files';

/** These paths are served here, outside /api (see app.factory.ts and the static site router). */
export const SITE_FILE_PATHS = [
  'robots.txt',
  'sitemap.xml',
  'sitemap-:part.xml',
  'articles/feed.xml',
  'cards/:kind/:version/:file',
] as const;

const XML = 'application/xml; charset=utf-8';
/** Crawlers may keep these a few minutes; a publication shows within that. */
const CACHE = 'public, max-age=300';
/** A card's address names its version, and a changed item's page names the new one. */
const CARD_CACHE = 'public, max-age=86400';

async function rendered(stream: SitemapStream | SitemapIndexStream, items: readonly object[]): Promise<string> {
  Readable.from(items).pipe(stream);
  return (await streamToPromise(stream)).toString('utf8');
}

/**
 * The files crawlers and feed readers ask for: robots.txt naming the sitemap, the sitemap of every
 * indexable page (split under an index past the protocol's limit), the articles' RSS feed, and
 * the preview cards of items published after the build.
 */
@ApiExcludeController()
@Controller()
export class SiteFilesController {
  constructor(
    private readonly index: SiteIndexUseCase,
    private readonly cards: PreviewCardsUseCase,
  ) {}

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', CACHE)
  robots(): string {
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      '',
      `Sitemap: ${this.index.site.publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  }

  @Get('sitemap.xml')
  @Header('Content-Type', XML)
  @Header('Cache-Control', CACHE)
  async sitemap(): Promise<string> {
    const pages = await this.index.indexedPages();
    const layout = sitemapLayout(pages.length);
    if (layout.kind === 'single') return this.urlSet(pages);
    const { publicUrl } = this.index.site;
    const updated = new Date(Math.max(...pages.map((page) => page.lastModified.getTime()))).toISOString();
    return rendered(
      new SitemapIndexStream(),
      Array.from({ length: layout.parts }, (_, index) => ({
        url: `${publicUrl}/sitemap-${index + 1}.xml`,
        lastmod: updated,
      })),
    );
  }

  @Get('sitemap-:part.xml')
  @Header('Content-Type', XML)
  @Header('Cache-Control', CACHE)
  async sitemapPart(@Param('part') part: string): Promise<string> {
    const pages = await this.index.indexedPages();
    const slice = /^[1-9]\d{0,6}$/.test(part) ? sitemapPart(pages, Number(part)) : [];
    if (sitemapLayout(pages.length).kind === 'single' || slice.length === 0)
      throw new NotFoundException('This sitemap part does not exist');
    return this.urlSet(slice);
  }

  @Get('cards/:kind/:version/:file')
  @Header('Cache-Control', CARD_CACHE)
  async card(
    @Param('kind') kind: string,
    @Param('version') version: string,
    @Param('file') file: string,
  ): Promise<StreamableFile> {
    const request = previewCardRequest(kind, version, file);
    const png = request && (await this.cards.png(request.source, request.id));
    if (!png) throw new NotFoundException('No preview card here');
    return new StreamableFile(png, { type: 'image/png', length: png.length });
  }

  @Get('articles/feed.xml')
  @Header('Content-Type', 'application/rss+xml; charset=utf-8')
  @Header('Cache-Control', CACHE)
  async feed(): Promise<string> {
    const { publicUrl, name, tagline, locale } = this.index.site;
    const articles = await this.index.feedArticles();
    const feed = new Feed({
      title: `${name} articles`,
      description: `Articles on Web3 growth from ${name}, the ${tagline}, and its partners.`,
      id: `${publicUrl}/articles`,
      link: `${publicUrl}/articles`,
      language: locale,
      favicon: `${publicUrl}/favicon.svg`,
      copyright: `© ${name}`,
      updated: articles[0]?.publishedAt,
      feedLinks: { rss: `${publicUrl}/articles/feed.xml` },
    });
    for (const article of articles) {
      feed.addItem({
        title: article.title,
        id: article.url,
        link: article.url,
        description: article.description,
        author: [{ name: article.author }],
        date: article.publishedAt,
        category: article.section ? [{ name: article.section }] : undefined,
        image: article.image,
      });
    }
    return feed.rss2();
  }

  private urlSet(pages: readonly { url: string; lastModified: Date }[]): Promise<string> {
    return rendered(
      new SitemapStream(),
      pages.map((page) => ({ url: page.url, lastmod: page.lastModified.toISOString() })),
    );
  }
}
