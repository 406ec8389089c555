import type { ListingType, SubmissionCategory } from '../../../lib/api-types';

/** `values` in the order given, type-checked to hold every member of `Union` and nothing else. */
function everyMember<Union extends string>() {
  return <const Values extends readonly Union[]>(
    values: Values & ([Exclude<Union, Values[number]>] extends [never] ? unknown : never),
  ): Values => values;
}

/** The form's category choices in display order (the API's enum, so a new category fails type-checking). */
export const SUBMISSION_CATEGORIES = everyMember<SubmissionCategory>()([
  'Exchanges',
  'DeFi',
  'NFT',
  'Gaming',
  'Infrastructure',
  'Other',
]);

/** The listing tiers in display order. */
export const LISTING_TYPES = everyMember<ListingType>()(['free', 'featured', 'verified']);
