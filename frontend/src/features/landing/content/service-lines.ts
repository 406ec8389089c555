export type ServiceLineId = 'user-acquisition' | 'liquidity' | 'partnerships' | 'ai-growth';

export interface ServiceLine {
  id: ServiceLineId;
  title: string;
  summary: string;
  details: string[];
}

export const serviceLines: ServiceLine[] = [
  {
    id: 'user-acquisition',
    title: 'User Acquisition',
    summary: 'KYC-verified signups and first-time-transaction tracking.',
    details: [
      'KYC-verified signups from real, compliant users',
      'First-time-transaction tracking from signup to first trade',
      'Targeted campaigns across 12+ global markets',
      'Transparent reporting on cost per verified user',
    ],
  },
  {
    id: 'liquidity',
    title: 'Liquidity Solutions',
    summary: 'Spot and futures market makers for healthy order books.',
    details: [
      'Spot market making with tight spreads',
      'Futures and perpetuals market making',
      'Order-book depth from day one of a new listing',
      'Introductions to vetted professional market makers',
    ],
  },
  {
    id: 'partnerships',
    title: 'Partnerships & Business Development',
    summary: 'Introductions, listings and co-marketing across the ecosystem.',
    details: [
      'Exchange listing strategy and support',
      'Introductions across our 20+ Web3 partnerships',
      'Co-marketing campaigns with exchanges and projects',
      'Referral programs with tracked clicks and conversions',
    ],
  },
  {
    id: 'ai-growth',
    title: 'AI Growth Solutions',
    summary: 'Data-driven targeting and automation that compound growth.',
    details: [
      'AI-driven audience segmentation and targeting',
      'Predictive analytics for campaign performance',
      'Automated community engagement and support',
      'Growth scoring to focus budget where it converts',
    ],
  },
];
