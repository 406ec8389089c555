// Types of content.js, what a preview card says (see there).

export interface CardContent {
  brand: string;
  /** The item's kind and category ("Article · DeFi"); empty for the site's own card. */
  kicker: string;
  title: string;
  subtitle: string;
}

export declare const LAYOUT_VERSION: number;

/** What an item's card says: its kind and category, its title, and the site's name and tagline. */
export declare function cardContent(item: {
  site: { name: string; tagline: string };
  kind: 'article' | 'project' | 'category';
  section?: string;
  title: string;
}): CardContent;

/** Names what a card shows (and the layout that draws it): the same content, the same version. */
export declare function cardVersion(content: CardContent): string;
