/**
 * The client's routes as the client build writes them (frontend/src/prerender/site-routes.ts,
 * dist/site-routes.json): which paths always have a page, and which are pages of one item.
 */
export interface SiteRoutes {
  pages: string[];
  items: ItemRoute[];
}

export type ItemSource = 'published-article' | 'directory-project';

export interface ItemRoute {
  pattern: string;
  fixedIds: string[];
  lookup?: { source: ItemSource; idPattern: string };
}

/** What a request path names: a page, an item to look up, or nothing the client has. */
export type PageRequest = { kind: 'page' } | { kind: 'lookup'; source: ItemSource; id: string } | { kind: 'unknown' };

interface CompiledItemRoute {
  prefix: string;
  fixedIds: ReadonlySet<string>;
  lookup?: { source: ItemSource; idPattern: RegExp };
}

/** Classifies request paths against the client's routes; built once from them. */
export class SitePaths {
  private readonly pages: ReadonlySet<string>;
  private readonly items: readonly CompiledItemRoute[];

  private readonly unknown: PageRequest;

  /** `unknownIsPage`: a path the routes do not name is still a page (routes that are not known). */
  constructor(routes: SiteRoutes, options: { unknownIsPage?: boolean } = {}) {
    this.unknown = options.unknownIsPage ? { kind: 'page' } : { kind: 'unknown' };
    this.pages = new Set(routes.pages);
    this.items = routes.items.map((route) => {
      const prefix = route.pattern.slice(0, route.pattern.lastIndexOf('/') + 1);
      if (!route.pattern.slice(prefix.length).startsWith(':')) {
        throw new Error(`The item route ${route.pattern} must end with its :id`);
      }
      return {
        prefix,
        fixedIds: new Set(route.fixedIds),
        lookup: route.lookup && { source: route.lookup.source, idPattern: new RegExp(route.lookup.idPattern) },
      };
    });
  }

  classify(path: string): PageRequest {
    // A trailing slash names the same page (the client's router matches both).
    const normalized = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
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

function decodedSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
