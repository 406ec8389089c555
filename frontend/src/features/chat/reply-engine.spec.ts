import { describe, expect, it } from 'vitest';
import { chatTopics, MAX_REMEMBERED_QUESTIONS, type ChatContext, type ChatTopic } from './chat-types';
import { parseMessageContent, plainMessageText } from './message-markup';
import {
  applyReplyTopic,
  chatIntents,
  fallbackReply,
  generateReply,
  initialSuggestions,
  rememberQuestion,
} from './reply-engine';

const fresh: ChatContext = { previousQuestions: [] };
const ask = (question: string, context: ChatContext = fresh) => generateReply(question, context);
const linkTargets = (content: string) =>
  parseMessageContent(content).flatMap((part) => (part.kind === 'link' ? [part.target] : []));

describe('topic keywords', () => {
  const cases: [ChatTopic, string[]][] = [
    [
      'growth',
      [
        'How can you help my project grow?',
        'What marketing services do you offer?',
        'Do you use AI?',
        'What results have you delivered?',
      ],
    ],
    [
      'projects',
      [
        'Show me DeFi projects',
        'Which NFT projects are in the directory?',
        'Browse Layer 2 categories',
        'Which projects do you work with?',
      ],
    ],
    [
      'partnerships',
      [
        'How do partnerships work?',
        'How do I become a partner?',
        'How do referrals work?',
        'Can I publish articles?',
        'Can I run campaigns with you?',
      ],
    ],
    [
      'analytics',
      [
        'What analytics do you offer?',
        'Show me the leaderboards',
        'What is your user retention?',
        'Which metrics can I see?',
      ],
    ],
    [
      'submission',
      [
        'How do I list my project?',
        'How long does the review take?',
        'What does a Verified listing include?',
        'Where do I submit my dApp?',
      ],
    ],
    [
      'kyc',
      [
        'Tell me about KYC user acquisition',
        'Can you bring verified users?',
        'How do you track first-time transactions?',
        'How much does KYC cost?',
      ],
    ],
    [
      'exchanges',
      [
        'How much does an exchange listing cost?',
        'Can you get my token on Binance?',
        'What about a Tier 2 CEX?',
        'How does liquidity support work?',
        'Do you have futures market makers?',
      ],
    ],
  ];
  it.each(cases)('routes %s questions to that topic', (topic, questions) => {
    for (const question of questions) {
      expect({ question, topic: ask(question).topic }).toEqual({ question, topic });
    }
  });

  it('matches regardless of case and extra spaces', () => {
    expect(ask('   TELL me   about kyc   ').topic).toBe('kyc');
  });

  it('answers every starting suggestion with a matching topic', () => {
    expect(initialSuggestions.map((question) => ask(question).topic)).toEqual([
      'growth',
      'submission',
      'kyc',
      'partnerships',
    ]);
  });
});

describe('marketing claims (spec §9)', () => {
  it('gives the listing tiers, prices and review times with a link to /submit-project', () => {
    const { content } = ask('How do I list my project?');
    for (const claim of [
      'Free',
      'Featured',
      '$500/month',
      'Verified',
      'from $2,000',
      '48-72 h',
      '24-48 h',
      '5-7 business days',
    ]) {
      expect(content).toContain(claim);
    }
    expect(linkTargets(content)).toContainEqual({ kind: 'route', to: '/submit-project' });
  });

  it('gives the review time of each tier', () => {
    const text = plainMessageText(ask('How long does the review take?').content);
    expect(text).toMatch(/Free: 48-72 h/);
    expect(text).toMatch(/Featured: 24-48 h/);
    expect(text).toMatch(/Verified: 5-7 business days/);
  });

  it('prices KYC at $1-5 per check', () => {
    expect(ask('How much does KYC cost?').content).toContain('$1-5 per check');
    expect(ask('Tell me about KYC user acquisition').content).toContain('$1-5 per check');
  });

  it('gives indicative exchange listing costs by tier', () => {
    const { content } = ask('How much does an exchange listing cost?');
    expect(content).toMatch(/indicative/i);
    expect(content).toContain('Tier 1 exchanges: $50,000–$500,000+');
    expect(content).toContain('Tier 2 exchanges: $10,000–$50,000');
    expect(content).toContain('Tier 3 exchanges: $2,000–$10,000');
  });

  it('links partner answers to the partner dashboard and growth answers to the contact section', () => {
    expect(linkTargets(ask('How do partnerships work?').content)).toContainEqual({
      kind: 'route',
      to: '/partner-dashboard',
    });
    expect(linkTargets(ask('How can you help my project grow?').content)).toContainEqual({
      kind: 'section',
      section: 'contact',
    });
    expect(linkTargets(ask('Can I read your articles?').content)).toContainEqual({ kind: 'route', to: '/articles' });
  });
});

describe('follow-ups use the previous topic', () => {
  const after = (topic: ChatTopic): ChatContext => ({ previousQuestions: ['earlier question'], topic });

  it('answers "how much?" with the pricing of the current topic', () => {
    expect(ask('How much?', after('kyc'))).toMatchObject({ topic: 'kyc' });
    expect(ask('How much?', after('kyc')).content).toContain('$1-5 per check');
    expect(ask('how much would that cost?', after('exchanges')).content).toContain('Tier 1 exchanges');
    expect(ask('What is the price?', after('submission')).content).toContain('$500/month');
  });

  it('answers "tell me more" with more about the current topic', () => {
    for (const topic of chatTopics) {
      const reply = ask('Tell me more', after(topic));
      expect(reply.topic).toBe(topic);
      expect(reply.content).not.toBe(fallbackReply().content);
    }
  });

  it('lets new topic words win over the previous topic', () => {
    expect(ask('And how do partnerships work?', after('kyc')).topic).toBe('partnerships');
  });

  it('falls back when there is no topic to follow up on', () => {
    expect(ask('Tell me more')).toEqual(fallbackReply());
  });

  it('gives a general price overview for a price question without a topic', () => {
    const reply = ask('How much does it cost?');
    expect(reply.topic).toBe('growth');
    expect(reply.content).toContain('$1-5 per check');
    expect(reply.content).toContain('$500/month');
  });

  it('acknowledges a repeated question from the remembered ones', () => {
    const context = { previousQuestions: ['How do I list my project?'] };
    expect(ask('how do i list my project?', context).content).toMatch(/^Happy to go over that again/);
    expect(ask('How do I list my project?').content).not.toMatch(/^Happy to go over/);
  });
});

describe('fallback and small talk', () => {
  it('answers unknown input with the fallback and the starting suggestions', () => {
    const reply = ask('qwerty zxcv');
    expect(reply).toEqual(fallbackReply());
    expect(reply.topic).toBeUndefined();
    expect(reply.suggestions).toEqual([...initialSuggestions]);
    expect(plainMessageText(reply.content)).toMatch(/not sure I understood/);
  });

  it('greets back without a topic', () => {
    const reply = ask('Hello!');
    expect(reply.topic).toBeUndefined();
    expect(reply.content).toMatch(/^Hello/);
  });

  it('keeps the topic when thanked', () => {
    expect(ask('Thanks!', { previousQuestions: [], topic: 'kyc' }).topic).toBe('kyc');
  });
});

describe('suggestions', () => {
  it('offers 2 to 4 follow-ups that each get a real answer', () => {
    for (const intent of chatIntents) {
      expect(intent.suggestions.length).toBeGreaterThanOrEqual(2);
      expect(intent.suggestions.length).toBeLessThanOrEqual(4);
      const context: ChatContext = { previousQuestions: [], topic: intent.topic };
      for (const suggestion of intent.suggestions) {
        const answered = ask(suggestion, context).content !== fallbackReply().content;
        expect({ suggestion, answered }).toEqual({ suggestion, answered: true });
      }
    }
  });

  it('never suggests the question just asked', () => {
    expect(ask('How much does KYC cost?').suggestions).not.toContain('How much does KYC cost?');
  });

  it('only links to pages that exist', () => {
    for (const intent of chatIntents) {
      const linkCount = (intent.content.match(/\]\(/g) ?? []).length;
      expect({ id: intent.id, links: linkTargets(intent.content).length }).toEqual({ id: intent.id, links: linkCount });
    }
  });
});

describe('context', () => {
  it(`keeps only the last ${MAX_REMEMBERED_QUESTIONS} questions`, () => {
    let context: ChatContext = fresh;
    for (let index = 1; index <= 7; index += 1) context = rememberQuestion(context, `question ${index}`);
    expect(context.previousQuestions).toEqual(['question 3', 'question 4', 'question 5', 'question 6', 'question 7']);
  });

  it('takes the topic of the last reply, even when that reply has none', () => {
    const withTopic = applyReplyTopic(fresh, ask('How do partnerships work?'));
    expect(withTopic.topic).toBe('partnerships');
    expect(applyReplyTopic(withTopic, fallbackReply()).topic).toBeUndefined();
  });
});
