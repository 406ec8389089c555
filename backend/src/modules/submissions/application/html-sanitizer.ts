export abstract class HtmlSanitizer {
  /** Keeps only allow-listed markup; scripts, event handlers and non-http(s) URLs are removed. */
  abstract sanitize(html: string): string;
}
