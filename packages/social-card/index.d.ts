// Types of index.js, the card link previews show (see there).

import type { CardContent } from './content.js';

export type { CardContent } from './content.js';
export { cardContent, cardVersion } from './content.js';

export declare const CARD: Readonly<{ width: 1200; height: 630 }>;

/** The text without the characters the card's fonts cannot draw (CJK, emoji...), spaces tidied. */
export declare function drawableText(text: string): string;

/** The card as a 1200×630 PNG. */
export declare function drawCard(content: CardContent): Promise<Buffer>;
