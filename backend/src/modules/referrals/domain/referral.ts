export interface Referral {
  id: number;
  partnerId: number;
  code: string;
  clicks: number;
  conversions: number;
  /** The partner's campaign this link belongs to, if any. */
  campaignId: number | null;
  createdAt: Date;
}

export const ATTRIBUTION_COOKIE = 'ref';
export const VISITOR_COOKIE = 'rvid';
/** The click event that set the attribution cookie, so a conversion can name the click it came from. */
export const CLICK_EVENT_COOKIE = 'refc';
export const ATTRIBUTION_DAYS = 30;

/**
 * Crawlers, scripts and link-preview fetchers: the chat apps partners share links in (Twitterbot,
 * TelegramBot, Discordbot, Slackbot, LinkedInBot, facebookexternalhit, WhatsApp, Skype's and
 * Snapchat's "preview" services, Bluesky's Cardyb, Mastodon servers, iframely, VK) fetch a link to
 * draw its card, which is not a visit.
 */
const BOT_USER_AGENT =
  /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|whatsapp|cardyb|mastodon|iframely|vkshare|curl|wget|python-requests|go-http-client|scrapy|httpclient|okhttp|java\//i;

/** Link previews, crawlers and scripts do not count as visits; a missing user agent is not a browser. */
export function isBotUserAgent(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.trim() === '' || BOT_USER_AGENT.test(userAgent);
}

export type ClickOutcome = 'counted' | 'repeat' | 'unknown-code';
