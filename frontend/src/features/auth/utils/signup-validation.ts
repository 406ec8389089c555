export const USERNAME_MIN_LENGTH = 3;
export const PASSWORD_MIN_LENGTH = 6;

export interface SignupValues {
  username: string;
  password: string;
  confirmPassword: string;
}

export type SignupField = keyof SignupValues;

export interface SignupProblem {
  field: SignupField;
  message: string;
}

/**
 * Every problem found, in the order the spec checks them (matching passwords first, then
 * password length, then username length); the first one is the one the toast shows.
 */
export function validateSignup(values: SignupValues): SignupProblem[] {
  const problems: SignupProblem[] = [];
  if (values.password !== values.confirmPassword) {
    problems.push({ field: 'confirmPassword', message: 'Passwords do not match' });
  }
  if (values.password.length < PASSWORD_MIN_LENGTH) {
    problems.push({
      field: 'password',
      message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    });
  }
  if (values.username.trim().length < USERNAME_MIN_LENGTH) {
    problems.push({
      field: 'username',
      message: `Username must be at least ${USERNAME_MIN_LENGTH} characters`,
    });
  }
  return problems;
}
