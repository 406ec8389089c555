export const ARTICLE_CATEGORIES = ['DeFi', 'NFT', 'Trading', 'Blockchain', 'Other'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export const ARTICLE_CONTENT_HELP = 'HTML allowed: headings, paragraphs, lists, links';
