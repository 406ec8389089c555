import { describe, expect, it } from 'vitest';
import { isTopLevelNavigation } from './click-exclusion';

describe('isTopLevelNavigation', () => {
  it('accepts a document navigation, or a request without Fetch Metadata', () => {
    expect(isTopLevelNavigation('document', 'navigate')).toBe(true);
    expect(isTopLevelNavigation(undefined, undefined)).toBe(true);
  });

  it('refuses images, scripts, frames and fetches', () => {
    expect(isTopLevelNavigation('image', 'no-cors')).toBe(false);
    expect(isTopLevelNavigation('iframe', 'navigate')).toBe(false);
    expect(isTopLevelNavigation('empty', 'cors')).toBe(false);
    expect(isTopLevelNavigation(undefined, 'cors')).toBe(false);
    expect(isTopLevelNavigation('document', undefined)).toBe(false);
  });
});
