import { describe, expect, it } from 'vitest';
import { parseMessageContent, plainMessageText, resolveChatLink } from './message-markup';

describe('resolveChatLink', () => {
  it('accepts the pages the assistant talks about', () => {
    for (const to of [
      '/submit-project',
      '/partner-dashboard',
      '/articles',
      '/community',
      '/leaderboards',
      '/projects/defi',
    ]) {
      expect(resolveChatLink(to)).toEqual({ kind: 'route', to });
    }
  });

  it("sends the spec's /partner to the partner dashboard", () => {
    expect(resolveChatLink('/partner')).toEqual({ kind: 'route', to: '/partner-dashboard' });
  });

  it('turns /#section into a landing-section target', () => {
    expect(resolveChatLink('/#contact')).toEqual({ kind: 'section', section: 'contact' });
    expect(resolveChatLink('/#nowhere')).toBeUndefined();
  });

  it('refuses anything else', () => {
    for (const href of [
      'https://evil.example',
      '//evil.example',
      'javascript:alert(1)',
      '/admin',
      '/projects/unknown',
      'submit-project',
    ]) {
      expect(resolveChatLink(href)).toBeUndefined();
    }
  });
});

describe('parseMessageContent', () => {
  it('splits text and links in order', () => {
    expect(parseMessageContent('Go to [Submit Project](/submit-project) or [contact us](/#contact).')).toEqual([
      { kind: 'text', text: 'Go to ' },
      { kind: 'link', label: 'Submit Project', target: { kind: 'route', to: '/submit-project' } },
      { kind: 'text', text: ' or ' },
      { kind: 'link', label: 'contact us', target: { kind: 'section', section: 'contact' } },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps only the label of a link to an unknown place', () => {
    expect(parseMessageContent('See [this](https://evil.example) now')).toEqual([
      { kind: 'text', text: 'See this now' },
    ]);
  });

  it('leaves plain text, brackets and newlines alone', () => {
    expect(parseMessageContent('Line one\n• [not a link] (really)')).toEqual([
      { kind: 'text', text: 'Line one\n• [not a link] (really)' },
    ]);
    expect(parseMessageContent('')).toEqual([]);
  });

  it('gives the readable text without markup', () => {
    expect(plainMessageText('Open the [Partner Dashboard](/partner) today')).toBe('Open the Partner Dashboard today');
  });
});
