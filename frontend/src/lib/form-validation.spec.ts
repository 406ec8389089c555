import { describe, expect, it } from 'vitest';
import { fieldErrors, hasErrors, isHttpUrl } from './form-validation';

describe('isHttpUrl', () => {
  const accepted = ['https://nova.example', 'http://localhost:3000/x', ' https://a.b ', 'https://a.example'];
  const rejected = [
    'nova.example',
    'a.example',
    'ftp://nova.example',
    'ftp://a.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    'https://',
    '',
  ];
  it.each(accepted)('accepts %j', (url) => expect(isHttpUrl(url)).toBe(true));
  it.each(rejected)('rejects %j', (url) => expect(isHttpUrl(url)).toBe(false));
});

describe('fieldErrors', () => {
  it('keeps only the fields with a problem, in form order', () => {
    const errors = fieldErrors({ name: 'Name is required', website: undefined, code: 'Code is required' });
    expect(errors).toEqual({ name: 'Name is required', code: 'Code is required' });
    expect(Object.keys(errors)).toEqual(['name', 'code']);
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors(fieldErrors({ name: undefined }))).toBe(false);
  });
});
