/**
 * What the served HTML of a page says about it before any script runs: its title, description,
 * canonical address, Open Graph and Twitter card tags, whether it may be indexed, and its
 * structured data (JSON-LD). Pure: the pages' facts come from the client build (site-routes.json)
 * or from the database, and the site's address from the config.
 */

export interface PageMeta {
  title: string;
  description: string;
  indexable: boolean;
}

export interface ItemMeta extends PageMeta {
  kind: 'article' | 'project' | 'category';
  /** The item's own picture: a path on this site or an https URL. */
  image?: { url: string; alt: string };
  author?: string;
  /** ISO 8601. */
  publishedAt?: string;
  modifiedAt?: string;
  /** Its category's name. */
  section?: string;
  /** The 1200×630 card drawn for its previews (a path on this site), when it has one. */
  card?: string;
}

export interface SiteIdentity {
  name: string;
  tagline: string;
  /** Where people reach the site, without a trailing slash. */
  publicUrl: string;
  /** The one locale the site speaks; where hreflang alternates would be added. */
  locale: string;
}

/** The branded card every page shares when it has no picture of its own that previews can use. */
export const SITE_CARD = { path: '/social-card.png', width: 1200, height: 630 } as const;

export const NOT_FOUND_META: PageMeta = {
  title: 'Page Not Found',
  description: 'This page does not exist.',
  indexable: false,
};

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside <script>: no "</script>" or "<!--" can close or comment it out. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

export function documentTitle(meta: PageMeta, site: SiteIdentity): string {
  return `${meta.title} | ${site.name}`;
}

function absolute(site: SiteIdentity, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${site.publicUrl}${pathOrUrl}`;
}

/** Link previews (X, Telegram, Discord, Slack, Facebook) show PNG and JPEG, not SVG. */
function previewable(url: string): boolean {
  return /\.(png|jpe?g|webp|gif)(\?|$)/i.test(url);
}

function isItem(meta: PageMeta): meta is ItemMeta {
  return 'kind' in meta;
}

interface Crumb {
  name: string;
  path: string;
}

function breadcrumbOf(path: string, meta: PageMeta): Crumb[] | null {
  if (!isItem(meta)) return null;
  if (meta.kind === 'article')
    return [
      { name: 'Articles', path: '/articles' },
      { name: meta.title, path },
    ];
  if (meta.kind === 'category')
    return [
      { name: 'Projects', path: '/#categories' },
      { name: meta.title, path },
    ];
  return [
    { name: 'Projects', path: '/#projects' },
    { name: meta.title, path },
  ];
}

/** The JSON-LD blocks of a page: the organisation and the website on `/`, an article, a trail. */
export function structuredData(path: string, meta: PageMeta, site: SiteIdentity): object[] {
  const home = `${site.publicUrl}/`;
  const organization = {
    '@type': 'Organization',
    '@id': `${home}#organization`,
    name: site.name,
    url: home,
    logo: `${site.publicUrl}/favicon.svg`,
  };
  const blocks: object[] = [];
  if (path === '/') {
    blocks.push(
      { '@context': 'https://schema.org', ...organization, description: meta.description },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        '@id': `${home}#website`,
        name: site.name,
        alternateName: site.tagline,
        url: home,
        inLanguage: site.locale,
        publisher: { '@id': organization['@id'] },
      },
    );
  }
  if (isItem(meta) && meta.kind === 'article') {
    const images = [
      ...(meta.image ? [absolute(site, meta.image.url)] : []),
      `${site.publicUrl}${meta.card ?? SITE_CARD.path}`,
    ];
    blocks.push({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: meta.title,
      description: meta.description,
      image: images,
      author: [{ '@type': 'Person', name: meta.author ?? site.name }],
      datePublished: meta.publishedAt,
      dateModified: meta.modifiedAt ?? meta.publishedAt,
      articleSection: meta.section,
      inLanguage: site.locale,
      mainEntityOfPage: `${site.publicUrl}${path}`,
      publisher: organization,
    });
  }
  const trail = breadcrumbOf(path, meta);
  if (trail) {
    blocks.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [{ name: 'Home', path: '/' }, ...trail].map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: absolute(site, crumb.path),
      })),
    });
  }
  return blocks;
}

/** The <head> elements of a page (its <title> included), as one HTML string. */
export function headTags(path: string, meta: PageMeta, site: SiteIdentity): string {
  const title = documentTitle(meta, site);
  const url = `${site.publicUrl}${path === '/' ? '/' : path}`;
  const ownImage = isItem(meta) && meta.image && previewable(meta.image.url) ? meta.image : undefined;
  const card = isItem(meta) && meta.card ? { path: meta.card, alt: meta.title } : null;
  const image: { url: string; alt: string; width?: number; height?: number } = ownImage
    ? { url: absolute(site, ownImage.url), alt: ownImage.alt }
    : {
        url: `${site.publicUrl}${card?.path ?? SITE_CARD.path}`,
        alt: card?.alt ?? `${site.name} — ${site.tagline}`,
        width: SITE_CARD.width,
        height: SITE_CARD.height,
      };
  const type = isItem(meta) && meta.kind === 'article' ? 'article' : 'website';
  const property = (name: string, content: string | number) =>
    `<meta property="${name}" content="${escapeAttribute(String(content))}">`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeAttribute(content)}">`;
  const tags = [
    `<title>${escapeText(title)}</title>`,
    named('description', meta.description),
    meta.indexable ? `<link rel="canonical" href="${escapeAttribute(url)}">` : named('robots', 'noindex'),
    property('og:site_name', site.name),
    property('og:locale', site.locale.replace('-', '_')),
    property('og:type', type),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', url),
    property('og:image', image.url),
    ...(image.width && image.height
      ? [property('og:image:width', image.width), property('og:image:height', image.height)]
      : []),
    property('og:image:alt', image.alt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', image.url),
    named('twitter:image:alt', image.alt),
  ];
  if (isItem(meta) && meta.kind === 'article') {
    if (meta.publishedAt) tags.push(property('article:published_time', meta.publishedAt));
    if (meta.modifiedAt) tags.push(property('article:modified_time', meta.modifiedAt));
    if (meta.section) tags.push(property('article:section', meta.section));
  }
  if (meta.indexable) {
    tags.push(
      `<link rel="alternate" type="application/rss+xml" title="${escapeAttribute(`${site.name} articles`)}" href="${site.publicUrl}/articles/feed.xml">`,
    );
  }
  for (const block of structuredData(path, meta, site)) {
    tags.push(`<script type="application/ld+json">${scriptJson(block)}</script>`);
  }
  return tags.join('');
}
