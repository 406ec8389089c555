import type { ItemMeta, PageMeta } from './page-head';

/**
 * The client's routes as the client build writes them (frontend/src/prerender/site-routes.ts,
 * dist/site-routes.json): which paths always have a page, and which are pages of one item.
 */
export interface SiteRoutes {
  pages: string[];
  items: ItemRoute[];
  /** What each page and fixed item page says about itself, by path (absent from older builds). */
  meta?: { pages: Record<string, PageMeta>; items: Record<string, ItemMeta> };
  /** The brand the pages carry. */
  site?: { name: string; tagline: string };
}

export type ItemSource = 'published-article' | 'directory-project';

export interface ItemRoute {
  pattern: string;
  fixedIds: string[];
  lookup?: { source: ItemSource; idPattern: string; idTemplate?: string };
}

/** What a request path names: a page, an item to look up, or nothing the client has. */
export type PageRequest = { kind: 'page' } | { kind: 'lookup'; source: ItemSource; id: string } | { kind: 'unknown' };

interface CompiledItemRoute {
  prefix: string;
  source?: ItemSource;
  idTemplate: string;
  fixedIds: ReadonlySet<string>;
  lookup?: { source: ItemSource; idPattern: RegExp };
}

/** Classifies request paths against the client's routes; built once from them. */
export class SitePaths {
  private readonly pages: ReadonlySet<string>;
  private readonly items: readonly CompiledItemRoute[];

  private readonly unknown: PageRequest;
  private readonly meta: Map<string, PageMeta>;
  /** The brand the client build names (a build without it: the site's own default). */
  readonly brand: { name: string; tagline: string };

  /** When the client was built: the last change of its fixed pages. */
  readonly builtAt: Date;

  /** `unknownIsPage`: a path the routes do not name is still a page (routes that are not known). */
  constructor(routes: SiteRoutes, options: { unknownIsPage?: boolean; builtAt?: Date } = {}) {
    this.builtAt = options.builtAt ?? new Date();
    this.unknown = options.unknownIsPage ? { kind: 'page' } : { kind: 'unknown' };
    this.pages = new Set(routes.pages);
    this.meta = new Map(Object.entries({ ...routes.meta?.pages, ...routes.meta?.items }));
    this.brand = routes.site ?? { name: 'ChainBoost', tagline: 'Web3 Growth Platform' };
    this.items = routes.items.map((route) => {
      const prefix = route.pattern.slice(0, route.pattern.lastIndexOf('/') + 1);
      if (!route.pattern.slice(prefix.length).startsWith(':')) {
        throw new Error(`The item route ${route.pattern} must end with its :id`);
      }
      return {
        prefix,
        source: route.lookup?.source,
        idTemplate: route.lookup?.idTemplate ?? '{id}',
        fixedIds: new Set(route.fixedIds),
        lookup: route.lookup && { source: route.lookup.source, idPattern: new RegExp(route.lookup.idPattern) },
      };
    });
  }

  /** What the client build says of a page or a fixed item at `path` (undefined for anything else). */
  metaOf(path: string): PageMeta | undefined {
    return this.meta.get(normalizedPath(path));
  }

  /** The path of an item looked up in `source` (`/articles/partner-7`), or null when no route shows it. */
  itemPath(source: ItemSource, id: string | number): string | null {
    const route = this.items.find((candidate) => candidate.source === source);
    return route ? `${route.prefix}${route.idTemplate.replace('{id}', encodeURIComponent(String(id)))}` : null;
  }

  /** Every page and fixed item the build describes, by path. */
  described(): ReadonlyMap<string, PageMeta> {
    return this.meta;
  }

  classify(path: string): PageRequest {
    const normalized = normalizedPath(path);
    if (this.pages.has(normalized)) return { kind: 'page' };
    for (const route of this.items) {
      if (!normalized.startsWith(route.prefix)) continue;
      const encoded = normalized.slice(route.prefix.length);
      if (encoded === '' || encoded.includes('/')) continue;
      const id = decodedSegment(encoded);
      if (id === undefined) return this.unknown;
      if (route.fixedIds.has(id)) return { kind: 'page' };
      const match = route.lookup?.idPattern.exec(id);
      if (route.lookup && match) return { kind: 'lookup', source: route.lookup.source, id: match[1] ?? match[0] };
      return this.unknown;
    }
    return this.unknown;
  }
}

/** A trailing slash names the same page (the client's router matches both). */
function normalizedPath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function decodedSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
