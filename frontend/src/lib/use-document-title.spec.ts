import { describe, expect, it } from 'vitest';
import { formatDocumentTitle } from './use-document-title';

describe('formatDocumentTitle', () => {
  it('appends the brand', () => {
    expect(formatDocumentTitle('Leaderboards')).toBe('Leaderboards | ChainBoost');
  });
});
