const LISTING_NAMES: Record<string, string> = { free: 'Free', featured: 'Featured', verified: 'Verified' };

export function listingTypeName(listingType: string): string {
  return LISTING_NAMES[listingType] ?? listingType;
}

/** A free listing's payment is 'completed' by rule; "not needed" is what that means. */
export function paymentStatusLabel(listingType: string, paymentStatus: string): string {
  if (listingType === 'free') return 'Not needed';
  return paymentStatus === 'completed' ? 'Completed' : 'Awaiting payment';
}
