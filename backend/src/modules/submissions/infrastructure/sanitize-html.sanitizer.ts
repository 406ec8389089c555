import { Injectable } from '@nestjs/common';
import sanitizeHtml from 'sanitize-html';
import { HtmlSanitizer } from '../application/html-sanitizer';

const ABSOLUTE_HTTP_URL = /^https?:\/\//i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'h2', 'h3', 'h4', 'strong', 'em', 'b', 'i', 'u', 's', 'blockquote',
    'ul', 'ol', 'li', 'a', 'code', 'pre', 'hr', 'img', 'figure', 'figcaption',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
    // Relative image paths would resolve against this site; only absolute http(s) images are kept.
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      return { tagName, attribs: src && ABSOLUTE_HTTP_URL.test(src) ? { ...attribs } : rest };
    },
  },
};

@Injectable()
export class SanitizeHtmlSanitizer extends HtmlSanitizer {
  sanitize(html: string): string {
    return sanitizeHtml(html, OPTIONS);
  }
}
