export abstract class HtmlSanitizer {
  /**
   * Keeps only the markup of the article allow-list (domain/html-allow-list.ts): scripts, event
   * handlers and non-http(s) URLs are removed.
   */
  abstract sanitize(html: string): string;
}
