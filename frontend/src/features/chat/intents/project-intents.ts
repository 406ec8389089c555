import { paths } from '../../../app/paths';
import type { ChatIntent, Keyword } from '../chat-intent';

const projectWords: readonly Keyword[] = [
  [/\bprojects?\b/, 1],
  [/\bnfts?\b|\bdefi\b|\bgamefi\b|\blayer ?2\b|\bl2s?\b/, 3],
  [/\bbrowse\b|\bdiscover\b|\bcategor(y|ies)\b|\becosystem\b|\bdirectory\b|\bexplore\b/, 2],
];

export const projectIntents: readonly ChatIntent[] = [
  {
    id: 'projects-browse',
    topic: 'projects',
    kind: 'answer',
    keywords: projectWords,
    content: [
      'Our directory covers four categories:',
      `• [NFT](${paths.projectsByCategory('nft')}): 45 projects`,
      `• [DeFi](${paths.projectsByCategory('defi')}): 38 projects`,
      `• [GameFi](${paths.projectsByCategory('gamefi')}): 27 projects`,
      `• [Layer 2](${paths.projectsByCategory('layer2')}): 15 projects`,
      '',
      `Each project page shows its features, stats and website. Want yours listed? Use [Submit Project](${paths.submitProject}).`,
    ].join('\n'),
    suggestions: ['Which projects do you work with?', 'How do I list my project?', 'Show me the leaderboards'],
  },
  {
    id: 'projects-portfolio',
    topic: 'projects',
    kind: 'answer',
    keywords: [[/which projects|work with|portfolio|\bexamples?\b|\bshowcase\b/, 3]],
    content: [
      'Our featured projects include exchanges, startups, wallets, DeFi protocols and Layer 2 networks. You can filter them on the landing page, and every category page lists projects with their 24h volume and a Verified badge when our team has reviewed them.',
      '',
      `See how they compare on the [Leaderboards](${paths.leaderboards}).`,
    ].join('\n'),
    suggestions: ['How do I list my project?', 'What does a Verified listing include?', 'What analytics do you offer?'],
  },
  {
    id: 'projects-pricing',
    topic: 'projects',
    kind: 'pricing',
    keywords: projectWords,
    content: [
      'Browsing projects is free for everyone. Adding your own project has three tiers:',
      '• Free, Featured at $500/month, or Verified from $2,000',
      '',
      `Submit it on the [Submit Project](${paths.submitProject}) page.`,
    ].join('\n'),
    suggestions: [
      'How long does the review take?',
      'What does a Verified listing include?',
      'Which projects do you work with?',
    ],
  },
];
