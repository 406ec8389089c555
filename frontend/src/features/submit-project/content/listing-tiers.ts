import type { ListingType } from '../../../lib/api-types';

export interface ListingTier {
  type: ListingType;
  name: string;
  /** Spec §2: featured and verified are priced by contacting the team; no price on this screen. */
  pricing: string;
  summary: string;
  benefits: readonly string[];
}

export const LISTING_TIERS: readonly ListingTier[] = [
  {
    type: 'free',
    name: 'Free',
    pricing: 'No cost',
    summary: 'Get your project into the ChainBoost directory.',
    benefits: ['Listing in the project directory', 'Project page with your links', 'Review within 48-72 hours'],
  },
  {
    type: 'featured',
    name: 'Featured',
    pricing: 'Contact our team for pricing',
    summary: 'Stand out where Web3 users discover projects.',
    benefits: ['Everything in Free', 'Highlighted placement in the directory', 'Priority review within 24-48 hours'],
  },
  {
    type: 'verified',
    name: 'Verified',
    pricing: 'Contact our team for pricing',
    summary: 'Our highest trust level, backed by due diligence.',
    benefits: [
      'Everything in Featured',
      'Due diligence on team, contracts and token',
      'Verified badge on your project page',
      'Review in 5-7 business days',
    ],
  },
];
