import { paths } from '../../../app/paths';
import { CONTACT_LINK, type ChatIntent, type Keyword } from '../chat-intent';

const partnerWords: readonly Keyword[] = [
  [/\bpartner(s|ship|ships|ing)?\b/, 3],
  [/collaborat|business development|\bbd\b|team up|join forces/, 3],
];

export const partnershipIntents: readonly ChatIntent[] = [
  {
    id: 'partnerships-overview',
    topic: 'partnerships',
    kind: 'answer',
    keywords: partnerWords,
    content: [
      'Web3 exchanges and projects partner with us for co-marketing and business development. As a partner you get a [Partner Dashboard](/partner) with:',
      '• Referral links with click and conversion tracking',
      '• Marketing campaigns with budgets and target metrics',
      `• Article submissions, published in [Articles](${paths.articles}) after review`,
      '',
      'We already work with 20+ Web3 partners.',
    ].join('\n'),
    suggestions: ['How do I become a partner?', 'How do referrals work?', 'Is partnering free?'],
  },
  {
    id: 'partnerships-join',
    topic: 'partnerships',
    kind: 'answer',
    keywords: [[/become a partner|\bjoin\b|\bapply\b|get started|how do i start/, 4]],
    content: [
      'Becoming a partner takes three steps:',
      '1. Create an account and log in.',
      '2. Open the [Partner Dashboard](/partner) and create your partner profile (company, website, description and a unique referral code).',
      '3. Our team reviews and approves the profile, usually within a few days.',
      '',
      'After approval you can generate referral links, run campaigns and submit articles.',
    ].join('\n'),
    suggestions: ['How do referrals work?', 'Can I run campaigns with you?', 'Is partnering free?'],
  },
  {
    id: 'partnerships-referrals',
    topic: 'partnerships',
    kind: 'answer',
    keywords: [[/referr|affiliate|invite link|tracking link/, 4]],
    content: `Every partner gets shareable referral links. Each visit counts as a click, and a sign-up made through your link counts as a conversion. Clicks and conversions per link appear in your [Partner Dashboard](/partner), so you can see which channels work.`,
    suggestions: ['Can I run campaigns with you?', 'How do I become a partner?', 'What analytics do you offer?'],
  },
  {
    id: 'partnerships-campaigns',
    topic: 'partnerships',
    kind: 'answer',
    keywords: [[/\bcampaigns?\b|co-?marketing|\bpromot(e|ion)\b|\bads?\b/, 3]],
    content: `Partners plan marketing campaigns in the [Partner Dashboard](/partner): set a name, budget, dates and target metrics, then move the campaign from draft to active to completed. Our team can co-run campaigns with you across our 20+ partner network.`,
    suggestions: ['How do referrals work?', 'Can I publish articles?', 'Is partnering free?'],
  },
  {
    id: 'partnerships-articles',
    topic: 'partnerships',
    kind: 'answer',
    keywords: [[/(publish|write|submit|contribute)\b[^.?!]*\barticles?|guest post/, 5]],
    content: `Yes. Partners submit articles (title, category, excerpt, content and image) from the [Partner Dashboard](/partner). Our editors review each one; approved articles appear in [Articles](${paths.articles}) next to ours.`,
    suggestions: ['How do I become a partner?', 'How do referrals work?', 'How can you help my project grow?'],
  },
  {
    id: 'partnerships-pricing',
    topic: 'partnerships',
    kind: 'pricing',
    keywords: partnerWords,
    content: `Creating a partner profile and using the [Partner Dashboard](/partner) is free. You only pay for services you choose: KYC user acquisition at $1-5 per check, Featured ($500/month) or Verified (from $2,000) listings, and campaign budgets you set yourself. For a custom deal, ${CONTACT_LINK}.`,
    suggestions: ['How do I become a partner?', 'How do referrals work?', 'How much does an exchange listing cost?'],
  },
];
