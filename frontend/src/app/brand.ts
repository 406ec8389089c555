export const BRAND_NAME = 'ChainBoost';
export const BRAND_TAGLINE = 'Web3 Growth Platform';
