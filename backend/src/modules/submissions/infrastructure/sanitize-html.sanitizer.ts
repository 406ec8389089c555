import { Injectable } from '@nestjs/common';
import sanitizeHtml from 'sanitize-html';
import { HtmlSanitizer } from '../application/html-sanitizer';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  IMAGE_SCHEMES,
  LINK_REL,
  LINK_SCHEMES,
  LINK_TARGET,
  isSafeUrl,
} from '@app/article-html';

/** sanitize-html configured from the allow-list (@app/article-html) the browser checks the HTML against too. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: { a: [...ALLOWED_ATTRIBUTES.a], img: [...ALLOWED_ATTRIBUTES.img] },
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: [...IMAGE_SCHEMES] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: LINK_REL, target: LINK_TARGET }),
    // Relative image paths would resolve against this site; only absolute http(s) images are kept.
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      return { tagName, attribs: src && isSafeUrl(src, IMAGE_SCHEMES) ? { ...attribs } : rest };
    },
  },
};

@Injectable()
export class SanitizeHtmlSanitizer extends HtmlSanitizer {
  sanitize(html: string): string {
    return sanitizeHtml(html, OPTIONS);
  }
}
