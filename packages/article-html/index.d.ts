// Types of index.js, the one allow-list for partner article HTML (see there).

/** Elements kept; any other element is dropped. */
export declare const ALLOWED_TAGS: readonly string[];

/** Attributes kept, by element; every other attribute (handlers, style, id, class...) is dropped. */
export declare const ALLOWED_ATTRIBUTES: Readonly<Record<'a' | 'img', readonly string[]>>;

/** URL schemes a link may point to. Relative URLs are refused: they would resolve against this site. */
export declare const LINK_SCHEMES: readonly string[];

/** URL schemes an image may load from; an image without an allowed absolute URL loses its src. */
export declare const IMAGE_SCHEMES: readonly string[];

/** The only link target kept: links open in a new tab... */
export declare const LINK_TARGET = '_blank';

/** ...which must never get a handle on this page, whatever rel the author wrote. */
export declare const LINK_REL = 'noopener noreferrer nofollow';

export declare function isAllowedElement(tagName: string): boolean;

/**
 * True for an absolute URL with one of `schemes` (written 'https' or 'https:'). Relative URLs
 * are refused too: they would resolve against this site.
 */
export declare function isSafeUrl(value: string, schemes: readonly string[]): boolean;

/** Whether `attributeName="value"` may stay on a `tagName` element. */
export declare function isAllowedAttribute(tagName: string, attributeName: string, value: string): boolean;
