import { describe, expect, it } from 'vitest';
import { downloadFileName } from './use-account-data';

describe('downloadFileName', () => {
  it('takes the name the server gave', () => {
    expect(downloadFileName('attachment; filename="account-ada.json"')).toBe('account-ada.json');
  });

  it('falls back when the server gave none', () => {
    expect(downloadFileName(null)).toBe('account.json');
    expect(downloadFileName('attachment')).toBe('account.json');
  });
});
