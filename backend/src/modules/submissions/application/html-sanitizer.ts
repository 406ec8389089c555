export abstract class HtmlSanitizer {
  /**
   * Keeps only the markup of the article allow-list (the @app/article-html package): scripts, event
   * handlers and non-http(s) URLs are removed.
   */
  abstract sanitize(html: string): string;
}
