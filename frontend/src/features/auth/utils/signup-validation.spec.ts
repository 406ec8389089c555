import { describe, expect, it } from 'vitest';
import { validateSignup } from './signup-validation';

describe('validateSignup', () => {
  it('accepts valid values', () => {
    expect(validateSignup({ username: 'alice', password: 'secret1', confirmPassword: 'secret1' })).toEqual([]);
  });

  it('reports mismatching passwords first', () => {
    const problems = validateSignup({ username: 'al', password: 'abc', confirmPassword: 'abd' });
    expect(problems.map((problem) => problem.message)).toEqual([
      'Passwords do not match',
      'Password must be at least 6 characters',
      'Username must be at least 3 characters',
    ]);
    expect(problems[0]?.field).toBe('confirmPassword');
  });

  it('reports a short password when both entries match', () => {
    expect(validateSignup({ username: 'alice', password: 'abc', confirmPassword: 'abc' })).toEqual([
      { field: 'password', message: 'Password must be at least 6 characters' },
    ]);
  });

  it('counts the username without surrounding spaces', () => {
    expect(validateSignup({ username: '  ab  ', password: 'secret1', confirmPassword: 'secret1' })).toEqual([
      { field: 'username', message: 'Username must be at least 3 characters' },
    ]);
  });

  it('treats empty fields as too short', () => {
    expect(validateSignup({ username: '', password: '', confirmPassword: '' }).map((p) => p.field)).toEqual([
      'password',
      'username',
    ]);
  });
});
