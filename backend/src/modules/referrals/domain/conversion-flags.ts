/**
 * Fraud checks on a conversion, from the signals recorded with it. A flagged conversion does not
 * count until an admin confirms it. Thresholds and the reasoning behind them are documented in
 * docs/referral-fraud-checks.md ("Fraud checks").
 */
export const CONVERSION_FLAGS = [
  'self-referral',
  'shared-address',
  'shared-device',
  'automation-agent',
  'burst',
] as const;
export type ConversionFlag = (typeof CONVERSION_FLAGS)[number];

export const CONVERSION_STATUSES = ['flagged', 'counted', 'voided'] as const;
export type ConversionStatus = (typeof CONVERSION_STATUSES)[number];

/** Conversions an address may already have produced in the window before the next one is flagged. */
export const SHARED_ADDRESS_CONVERSIONS = 3;
export const SHARED_ADDRESS_WINDOW_HOURS = 24;
/** A visitor key (browser) that already converted in this window makes the next conversion suspect. */
export const SHARED_DEVICE_WINDOW_DAYS = 30;
/** This many conversions on one referral within the window, this one included, is a burst. */
export const BURST_CONVERSIONS = 5;
export const BURST_WINDOW_MINUTES = 10;
/** Longest user agent kept with a conversion. */
export const USER_AGENT_MAX_LENGTH = 512;

/** Headless browsers, browser automation and HTTP libraries: no person signs up with these. */
const AUTOMATION_USER_AGENT =
  /HeadlessChrome|PhantomJS|Puppeteer|Playwright|Selenium|WebDriver|python|curl|Go-http-client|Java|okhttp|axios|node-fetch|undici/i;

export function isAutomationUserAgent(userAgent: string | null): boolean {
  return userAgent !== null && AUTOMATION_USER_AGENT.test(userAgent);
}

/** What the database holds about a conversion's circumstances when it is recorded. */
export interface ConversionSignals {
  /** The signup's visitor key made a click on this referral that was excluded as the partner's own. */
  visitorClickedAsOwner: boolean;
  /** Conversions (any referral, any status) from the same client address in the shared-address window. */
  earlierConversionsFromAddress: number;
  /** Conversions (any referral, any status) with the same visitor key in the shared-device window. */
  earlierConversionsFromVisitor: number;
  /** Conversions on the same referral in the burst window, before this one. */
  earlierConversionsOnReferral: number;
  userAgent: string | null;
}

export function conversionFlags(signals: ConversionSignals): ConversionFlag[] {
  const flags: ConversionFlag[] = [];
  if (signals.visitorClickedAsOwner) flags.push('self-referral');
  if (signals.earlierConversionsFromAddress >= SHARED_ADDRESS_CONVERSIONS) flags.push('shared-address');
  if (signals.earlierConversionsFromVisitor > 0) flags.push('shared-device');
  if (isAutomationUserAgent(signals.userAgent)) flags.push('automation-agent');
  if (signals.earlierConversionsOnReferral + 1 >= BURST_CONVERSIONS) flags.push('burst');
  return flags;
}

export function statusFor(flags: readonly ConversionFlag[]): ConversionStatus {
  return flags.length > 0 ? 'flagged' : 'counted';
}

const VISITOR_KEY = /^[a-f0-9]{32}$/;
const CLICK_EVENT_ID = /^\d{1,18}$/;

/** The visitor key cookie as the referral link sets it, else null (a forged value is not evidence). */
export function visitorKeyOf(cookie: string | undefined): string | null {
  return cookie && VISITOR_KEY.test(cookie) ? cookie : null;
}

export function clickEventIdOf(cookie: string | undefined): string | null {
  return cookie && CLICK_EVENT_ID.test(cookie) ? cookie : null;
}

export function trimmedUserAgent(userAgent: string | undefined): string | null {
  const trimmed = userAgent?.trim();
  return trimmed ? trimmed.slice(0, USER_AGENT_MAX_LENGTH) : null;
}
