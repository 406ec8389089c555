import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from './new-password';

describe('newPasswordProblem', () => {
  it('accepts 6 to 128 characters that match the confirmation', () => {
    expect(newPasswordProblem('secret', 'secret')).toBeUndefined();
    expect(newPasswordProblem('x'.repeat(128), 'x'.repeat(128))).toBeUndefined();
  });

  it('names the field with the problem, length first', () => {
    expect(newPasswordProblem('short', 'other')).toEqual({
      field: 'newPassword',
      message: 'Password must be at least 6 characters',
    });
    expect(newPasswordProblem('x'.repeat(129), 'x'.repeat(129))).toEqual({
      field: 'newPassword',
      message: 'Password must be at most 128 characters',
    });
    expect(newPasswordProblem('long enough', 'long enougH')).toEqual({
      field: 'confirmPassword',
      message: 'Passwords do not match',
    });
  });
});
