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
  const usernameMessage = usernameProblem(values.username);
  if (usernameMessage) problems.push({ field: 'username', message: usernameMessage });
  return problems;
}

/** The username rule of the signup form, also asked of an account made with a wallet. */
export function usernameProblem(username: string): string | undefined {
  return username.trim().length < USERNAME_MIN_LENGTH
    ? `Username must be at least ${USERNAME_MIN_LENGTH} characters`
    : undefined;
}
