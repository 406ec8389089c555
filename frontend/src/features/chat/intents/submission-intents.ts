import { BRAND_NAME } from '../../../app/brand';
import { paths } from '../../../app/paths';
import type { ChatIntent, Keyword } from '../chat-intent';

const submissionWords: readonly Keyword[] = [
  [/\blist(ing|ed)?\b/, 2],
  [/\bsubmit(ting|ted)?\b|\bsubmission/, 2],
  [/\btiers?\b/, 1],
  [/\bfeatured\b|free listing|verified listing/, 2],
  [/(add|get|put) (my|our) (project|token|dapp)/, 3],
];

export const listingTiersText = [
  '• Free: $0, reviewed within 48-72 h',
  '• Featured: $500/month, reviewed within 24-48 h, highlighted placement in the directory',
  '• Verified: from $2,000, reviewed in 5-7 business days, full due diligence and a Verified badge',
].join('\n');

export const submissionIntents: readonly ChatIntent[] = [
  {
    id: 'submission-tiers',
    topic: 'submission',
    kind: 'pricing',
    keywords: submissionWords,
    content: [
      `You can list your project in the ${BRAND_NAME} directory in three tiers:`,
      listingTiersText,
      '',
      `Log in and fill in the form on the [Submit Project](${paths.submitProject}) page. You can follow the status of your submissions on the same page.`,
    ].join('\n'),
    suggestions: [
      'How long does the review take?',
      'What does a Verified listing include?',
      'How much does an exchange listing cost?',
    ],
  },
  {
    id: 'submission-review',
    topic: 'submission',
    kind: 'answer',
    keywords: [
      [/\breview(ed|s|ing)?\b|turnaround|how long|\bapprov(e|ed|al)\b/, 3],
      [/\bstatus\b|\bwait(ing)?\b/, 2],
    ],
    content: [
      'Review times depend on the listing tier:',
      '• Free: 48-72 h',
      '• Featured: 24-48 h',
      '• Verified: 5-7 business days, because it includes due diligence on the team, contracts and token',
      '',
      `Each submission shows its status (pending, approved or rejected) and any notes from our team on the [Submit Project](${paths.submitProject}) page.`,
    ].join('\n'),
    suggestions: ['What does a Verified listing include?', 'How do I list my project?', 'How do partnerships work?'],
  },
  {
    id: 'submission-verified',
    topic: 'submission',
    kind: 'answer',
    keywords: [
      [/verified (listing|tier|badge|projects?)|verification/, 4],
      [/what do (i|we|you) get|benefits?|\binclude[sd]?\b/, 2],
    ],
    content: [
      'A Verified listing (from $2,000) is our highest trust level:',
      '• Due diligence on the team, smart contracts and tokenomics',
      '• A Verified badge on your project page and in every category list',
      '• Priority placement and a feature in our community channels',
      '',
      `Featured ($500/month) gives highlighted placement without the audit, and Free gets you into the directory. Start on [Submit Project](${paths.submitProject}).`,
    ].join('\n'),
    suggestions: [
      'How long does the review take?',
      'Which projects do you work with?',
      'How can you help my project grow?',
    ],
  },
];
