import { describe, expect, it } from 'vitest';
import { emailAddressProblem, isCurrentAddress } from './email-address';

describe('emailAddressProblem', () => {
  it.each(['ada@example.com', '  ada@example.com  ', 'first.last+tag@mail.example.co.uk'])('accepts %s', (value) => {
    expect(emailAddressProblem(value)).toBeUndefined();
  });

  it.each([
    ['', 'Enter your email address'],
    ['   ', 'Enter your email address'],
    ['ada', 'Enter a valid email address, like name@example.com'],
    ['ada@example', 'Enter a valid email address, like name@example.com'],
    ['ada@@example.com', 'Enter a valid email address, like name@example.com'],
    ['ada lovelace@example.com', 'Enter a valid email address, like name@example.com'],
    ['ada@example..com', 'Enter a valid email address, like name@example.com'],
    [`${'a'.repeat(310)}@example.com`, 'Email must be at most 320 characters'],
  ])('refuses %j with "%s"', (value, message) => {
    expect(emailAddressProblem(value)).toBe(message);
  });
});

describe('isCurrentAddress', () => {
  it('compares without case and surrounding spaces', () => {
    expect(isCurrentAddress(' ADA@example.com ', 'ada@example.com')).toBe(true);
    expect(isCurrentAddress('ada@example.org', 'ada@example.com')).toBe(false);
    expect(isCurrentAddress('ada@example.com', null)).toBe(false);
  });
});
