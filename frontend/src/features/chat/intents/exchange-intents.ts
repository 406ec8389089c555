import { CONTACT_LINK, type ChatIntent, type Keyword } from '../chat-intent';

const exchangeWords: readonly Keyword[] = [
  [/\bexchanges?\b|\bcex\b|\bdex\b/, 3],
  [/\btier ?[123]\b|\btier (one|two|three)\b/, 3],
  [/\b(binance|coinbase|okx|bybit|kraken|kucoin|gate\.?io|mexc|bitget|htx)\b/, 3],
  [/(exchange|cex)[^.?!]*\blist|\blist[^.?!]*(exchange|cex)/, 2],
  [/token listing|list (my|our|a) token/, 3],
];

export const exchangeListingCostsText = [
  'Indicative listing costs by exchange tier (they vary with the exchange, market and timing):',
  '• Tier 1 exchanges: $50,000–$500,000+',
  '• Tier 2 exchanges: $10,000–$50,000',
  '• Tier 3 exchanges: $2,000–$10,000',
].join('\n');

export const exchangeIntents: readonly ChatIntent[] = [
  {
    id: 'exchanges-listing',
    topic: 'exchanges',
    kind: 'pricing',
    keywords: exchangeWords,
    content: [
      'We prepare your token for exchange listings and introduce you to the right venues: listing application, documentation, market-making setup and launch campaign.',
      '',
      exchangeListingCostsText,
      '',
      `Tell us your target exchanges and we will suggest a realistic plan: ${CONTACT_LINK}.`,
    ].join('\n'),
    suggestions: [
      'How does liquidity support work?',
      'Tell me about KYC user acquisition',
      'How do I list my project?',
    ],
  },
  {
    id: 'exchanges-liquidity',
    topic: 'exchanges',
    kind: 'answer',
    keywords: [[/liquidity|market ?mak|\bspot\b|\bfutures\b|order ?book|\bspreads?\b|\bdepth\b/, 4]],
    content: [
      'Our liquidity solutions connect you with professional spot and futures market makers:',
      '• Tighter spreads and deeper order books from day one of trading',
      '• Volume and depth reporting you can share with exchanges',
      '• Support across 12+ global markets',
      '',
      `Exchanges look at liquidity before listing, so it pays to plan both together. Want an intro? ${CONTACT_LINK}.`,
    ].join('\n'),
    suggestions: [
      'How much does an exchange listing cost?',
      'How can you help my project grow?',
      'How do partnerships work?',
    ],
  },
];
