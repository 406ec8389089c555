import { describe, expect, it } from 'vitest';
import { EMAIL_FORMAT_MESSAGE, isEmail, validateContact, validateNewsletter } from './contact-validation';

const valid = { name: 'Ada', email: 'ada@example.com', company: 'Lovelace Labs', message: 'Hello' };

describe('isEmail', () => {
  it('accepts ordinary addresses and rejects obvious typos', () => {
    expect(isEmail('ada@example.com')).toBe(true);
    expect(isEmail(' ada@sub.example.io ')).toBe(true);
    expect(isEmail('ada@example')).toBe(false);
    expect(isEmail('ada example.com')).toBe(false);
    expect(isEmail('@example.com')).toBe(false);
  });
});

describe('validateContact', () => {
  it('accepts a complete form', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('requires every field, whitespace counting as empty', () => {
    expect(Object.keys(validateContact({ name: ' ', email: '', company: '', message: '\n' }))).toEqual([
      'name',
      'email',
      'company',
      'message',
    ]);
  });

  it('explains a malformed email', () => {
    expect(validateContact({ ...valid, email: 'ada@' })).toEqual({ email: EMAIL_FORMAT_MESSAGE });
  });
});

describe('validateNewsletter', () => {
  it('requires an email in email format', () => {
    expect(validateNewsletter('')).toBe('Email is required');
    expect(validateNewsletter('nope')).toBe(EMAIL_FORMAT_MESSAGE);
    expect(validateNewsletter('ada@example.com')).toBeUndefined();
  });
});
