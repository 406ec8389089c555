export interface ValuePoint {
  id: 'verified' | 'transparent' | 'global' | 'native';
  title: string;
  description: string;
}

export const aboutValuePoints: ValuePoint[] = [
  {
    id: 'verified',
    title: 'Verified growth',
    description: 'Every user we bring is KYC-checked, so you pay for people, not bots.',
  },
  {
    id: 'transparent',
    title: 'Transparent results',
    description: 'Signups, first transactions and volume are tracked and reported openly.',
  },
  {
    id: 'global',
    title: 'Global reach',
    description: 'Local teams and campaigns in Asia, Europe, the Americas, the Middle East and Africa.',
  },
  {
    id: 'native',
    title: 'Web3 native',
    description: 'Built by people from exchanges and protocols who know how crypto users behave.',
  },
];

export interface LandingStat {
  value: string;
  label: string;
}

export const landingStats: LandingStat[] = [
  { value: '50K+', label: 'Verified Users' },
  { value: '250M+', label: 'Trading Volume' },
  { value: '12+', label: 'Global Markets' },
  { value: '20+', label: 'Web3 Partnerships' },
];

export interface PartnerBenefit {
  id: 'referrals' | 'campaigns' | 'articles';
  title: string;
  description: string;
}

export const partnerBenefits: PartnerBenefit[] = [
  {
    id: 'referrals',
    title: 'Referral tracking',
    description: 'Shareable referral links with live clicks and conversions.',
  },
  {
    id: 'campaigns',
    title: 'Marketing campaigns',
    description: 'Plan campaigns with budgets, targets and dates, and follow them through.',
  },
  {
    id: 'articles',
    title: 'Article submissions',
    description: 'Publish your insights to our readers once our editors approve them.',
  },
];
