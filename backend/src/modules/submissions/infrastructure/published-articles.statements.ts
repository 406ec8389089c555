// Hand-written SQL of the published articles: the one read of submissions that joins another
// module's table (partner_profiles), on a public path, with the columns as the API shows them.

/**
 * The author shown to readers is the partner's company name: the one read that joins
 * partner_profiles. `authorUserId` names the profile row the cached read depends on; readers never see it.
 */
const PUBLISHED_ARTICLES = `
  SELECT article.id, article.title, article.category, article.excerpt, article.content,
         article.image_url AS "imageUrl", partner.company_name AS author, article.decided_at AS "publishedAt",
         partner.user_id AS "authorUserId"
  FROM article_submissions article
  JOIN partner_profiles partner ON partner.id = article.partner_id
  WHERE article.status = 'approved'`;

/** Every published article, newest decision first. */
export const LIST_PUBLISHED_ARTICLES = `${PUBLISHED_ARTICLES} ORDER BY article.decided_at DESC, article.id DESC`;

/** One published article by id. */
export const FIND_PUBLISHED_ARTICLE = `${PUBLISHED_ARTICLES} AND article.id = $1`;
