import { CONTACT_LINK, type ChatIntent, type Keyword } from '../chat-intent';

const kycWords: readonly Keyword[] = [
  [/\bkyc\b/, 3],
  [/user acquisition|\bacquir(e|ing)\b/, 3],
  [/verified (users?|sign-?ups?)/, 3],
  [/\bsign-?ups?\b|\bonboard/, 2],
  [/\bidentity\b|\bcompliance\b/, 2],
];

export const kycIntents: readonly ChatIntent[] = [
  {
    id: 'kyc-overview',
    topic: 'kyc',
    kind: 'answer',
    keywords: kycWords,
    content: [
      'Our KYC user acquisition brings you real, identity-verified users instead of bot sign-ups:',
      '• Campaigns in 12+ global markets that drive KYC-verified sign-ups',
      '• First-time-transaction tracking, so you pay for users who actually trade',
      '• Fraud and duplicate filtering before anything is billed',
      '',
      `We have delivered 50K+ verified users so far. Pricing is $1-5 per check, depending on market and volume. Ready to start? ${CONTACT_LINK}.`,
    ].join('\n'),
    suggestions: [
      'How much does KYC cost?',
      'How do you track first-time transactions?',
      'How can you help my project grow?',
    ],
  },
  {
    id: 'kyc-pricing',
    topic: 'kyc',
    kind: 'pricing',
    keywords: kycWords,
    content: [
      'KYC checks cost $1-5 per check. The price depends on:',
      '• The target market (some regions need more document types)',
      '• Monthly volume (larger commitments get the lower end of the range)',
      '• Whether you add first-time-transaction tracking',
      '',
      `Share your target markets and volumes and we will send a quote within 24 hours: ${CONTACT_LINK}.`,
    ].join('\n'),
    suggestions: [
      'How do you track first-time transactions?',
      'How do I list my project?',
      'How do partnerships work?',
    ],
  },
  {
    id: 'kyc-first-transactions',
    topic: 'kyc',
    kind: 'answer',
    keywords: [[/first[- ]time[- ]transactions?|\bftt\b|conversion tracking|\bdeposits?\b|\bactivation/, 4]],
    content: [
      'A sign-up only counts when it turns into activity. We track each verified user to their first transaction (a deposit, trade or swap) through referral links and your reporting, and report:',
      '• Verified sign-ups per market and campaign',
      '• First-time transactions and conversion rates',
      '• Retention of those users over the following weeks',
      '',
      `Partners see the same referral clicks and conversions in their [Partner Dashboard](/partner).`,
    ].join('\n'),
    suggestions: ['How much does KYC cost?', 'How do referrals work?', 'What analytics do you offer?'],
  },
];
