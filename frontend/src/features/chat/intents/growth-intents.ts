import { BRAND_NAME } from '../../../app/brand';
import { paths } from '../../../app/paths';
import { CONTACT_LINK, type ChatIntent, type Keyword } from '../chat-intent';

const growthWords: readonly Keyword[] = [
  [/\bgrow(th|ing|s)?\b/, 3],
  [/\bservices?\b|\bmarketing\b|\bstrateg(y|ies|ic)\b/, 2],
  [/\btraction\b|\bscal(e|ing)\b|\bboost\b|\bhype\b|\bawareness\b/, 2],
  [/what (do|can) you do|who are you|about (you|us|chainboost)/, 3],
  [/\bhelp\b/, 1],
];

export const growthIntents: readonly ChatIntent[] = [
  {
    id: 'growth-overview',
    topic: 'growth',
    kind: 'answer',
    keywords: growthWords,
    content: [
      `${BRAND_NAME} grows Web3 exchanges and projects through four service lines:`,
      '• User acquisition: KYC-verified sign-ups and first-time-transaction tracking',
      '• Liquidity solutions: spot and futures market makers',
      '• Partnerships and business development across 20+ Web3 partners',
      '• AI growth solutions: smarter targeting and campaign optimisation',
      '',
      `So far: 50K+ verified users, 250M+ trading volume and 12+ global markets. Tell us about your project and we will get back to you within 24 hours: ${CONTACT_LINK}.`,
    ].join('\n'),
    suggestions: [
      'Tell me about KYC user acquisition',
      'How much does it cost?',
      'How do partnerships work?',
      'How do I list my project?',
    ],
  },
  {
    id: 'growth-pricing',
    topic: 'growth',
    kind: 'pricing',
    keywords: growthWords,
    content: [
      'Growth plans are priced per project, by the services you combine. As a guide:',
      '• KYC user acquisition: $1-5 per check',
      '• Directory listing: Free, Featured $500/month, Verified from $2,000',
      '• Exchange listings: indicative costs depend on the exchange tier',
      '',
      `For a tailored plan with numbers, ${CONTACT_LINK}; we reply within 24 hours.`,
    ].join('\n'),
    suggestions: [
      'How much does an exchange listing cost?',
      'How much does KYC cost?',
      'What results have you delivered?',
    ],
  },
  {
    id: 'growth-results',
    topic: 'growth',
    kind: 'answer',
    keywords: [[/\bresults?\b|case stud|track record|\bsuccess\b|\bproof\b|\bclients?\b/, 3]],
    content: [
      'Our track record so far:',
      '• 50K+ verified users acquired',
      '• 250M+ trading volume generated',
      '• 12+ global markets covered',
      '• 20+ Web3 partnerships',
      '',
      `Our playbooks and market insights are in [Articles](${paths.articles}), and live project numbers are on the [Community dashboard](${paths.community}).`,
    ].join('\n'),
    suggestions: ['Tell me about KYC user acquisition', 'What analytics do you offer?', 'How do partnerships work?'],
  },
  {
    id: 'growth-ai',
    topic: 'growth',
    kind: 'answer',
    keywords: [[/\bai\b|artificial intelligence|machine learning|\bautomat(e|ed|ion)\b/, 4]],
    content: [
      'Our AI growth solutions use your on-chain and campaign data to:',
      '• Find the audiences and markets most likely to convert',
      '• Shift campaign budget toward the channels that bring verified, active users',
      '• Flag drops in retention early so you can react',
      '',
      `They work best combined with KYC user acquisition. Curious? ${CONTACT_LINK}.`,
    ].join('\n'),
    suggestions: ['Tell me about KYC user acquisition', 'What analytics do you offer?', 'How much does it cost?'],
  },
  {
    id: 'growth-articles',
    topic: 'growth',
    kind: 'answer',
    keywords: [[/\barticles?\b|\bblog\b|\binsights\b|\bnews\b|\bguides?\b|\bread\b/, 2]],
    content: `Our team writes about DeFi, NFTs, trading and blockchain growth. Browse everything in [Articles](${paths.articles}), filtered by category. Partners can also submit their own articles from the [Partner Dashboard](/partner).`,
    suggestions: ['How do partnerships work?', 'How can you help my project grow?', 'Which projects do you work with?'],
  },
];
