import { paths } from '../../../app/paths';
import { CONTACT_LINK, type ChatIntent, type Keyword } from '../chat-intent';

const analyticsWords: readonly Keyword[] = [
  [/\banalytics?\b|\bmetrics?\b|\bkpis?\b|\bstatistics\b|\bstats\b|\binsights? dashboard/, 3],
  [/\bdata\b|\bdashboards?\b|\bperformance\b|\bmeasure\b|\breporting\b/, 2],
];

export const analyticsIntents: readonly ChatIntent[] = [
  {
    id: 'analytics-overview',
    topic: 'analytics',
    kind: 'answer',
    keywords: analyticsWords,
    content: [
      'Analytics are built in:',
      `• The [Community dashboard](${paths.community}) shows users, KYC-verified users, trading volume and growth scores per project`,
      `• The [Leaderboards](${paths.leaderboards}) rank projects by volume, users and growth`,
      '• Partners track referral clicks and conversions in their [Partner Dashboard](/partner)',
      '',
      'Across the platform: 50,000+ users, $250M+ trading volume, 12+ active markets.',
    ].join('\n'),
    suggestions: ['Show me the leaderboards', 'What is your user retention?', 'How do referrals work?'],
  },
  {
    id: 'analytics-leaderboards',
    topic: 'analytics',
    kind: 'answer',
    keywords: [[/leaderboards?|\brank(s|ed|ing|ings)?\b|top projects/, 4]],
    content: `The [Leaderboards](${paths.leaderboards}) rank projects by trading volume, users and growth score, plus an overall ranking. The top three of each list get a trophy. Live numbers per project are on the [Community dashboard](${paths.community}).`,
    suggestions: ['What is your user retention?', 'Which projects do you work with?', 'How do I list my project?'],
  },
  {
    id: 'analytics-retention',
    topic: 'analytics',
    kind: 'answer',
    keywords: [[/retention|\bchurn\b|\bretain/, 4]],
    content: [
      'Users we acquire stay active. Retention across our campaigns:',
      '• Day 1: 85%',
      '• Day 7: 62%',
      '• Day 30: 45%',
      '',
      `That comes from KYC-verified sign-ups and first-time-transaction tracking, not bot traffic. Want the same for your project? ${CONTACT_LINK}.`,
    ].join('\n'),
    suggestions: [
      'Tell me about KYC user acquisition',
      'Show me the leaderboards',
      'How can you help my project grow?',
    ],
  },
  {
    id: 'analytics-pricing',
    topic: 'analytics',
    kind: 'pricing',
    keywords: analyticsWords,
    content: `The [Community dashboard](${paths.community}) and [Leaderboards](${paths.leaderboards}) are free and public. Referral and campaign tracking is included free in the [Partner Dashboard](/partner). Custom reporting comes with our growth plans; ${CONTACT_LINK} for a quote.`,
    suggestions: ['What is your user retention?', 'How do I become a partner?', 'How much does KYC cost?'],
  },
];
