/** The signup rules for a password, which every form that sets one checks before sending it. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

export interface NewPasswordProblem {
  field: 'newPassword' | 'confirmPassword';
  message: string;
}

/** The first problem with a new password and its confirmation, or undefined when there is none. */
export function newPasswordProblem(newPassword: string, confirmPassword: string): NewPasswordProblem | undefined {
  if (newPassword.length < PASSWORD_MIN_LENGTH) {
    return { field: 'newPassword', message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` };
  }
  if (newPassword.length > PASSWORD_MAX_LENGTH) {
    return { field: 'newPassword', message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` };
  }
  if (newPassword !== confirmPassword) return { field: 'confirmPassword', message: 'Passwords do not match' };
  return undefined;
}
