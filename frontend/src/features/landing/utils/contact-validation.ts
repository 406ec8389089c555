export interface ContactValues {
  name: string;
  email: string;
  company: string;
  message: string;
}

export type ContactField = keyof ContactValues;
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export const EMAIL_FORMAT_MESSAGE = 'Enter a valid email address, like name@company.com';

// Deliberately loose: the server has the final say, this only catches obvious typos.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

function emailError(value: string): string | undefined {
  if (value.trim() === '') return 'Email is required';
  return isEmail(value) ? undefined : EMAIL_FORMAT_MESSAGE;
}

const requiredMessages: Record<Exclude<ContactField, 'email'>, string> = {
  name: 'Name is required',
  company: 'Company is required',
  message: 'Message is required',
};

/** Errors keyed by field, in form order, so the first one is the field to focus. */
export function validateContact(values: ContactValues): FieldErrors<ContactField> {
  const errors: FieldErrors<ContactField> = {};
  if (values.name.trim() === '') errors.name = requiredMessages.name;
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (values.company.trim() === '') errors.company = requiredMessages.company;
  if (values.message.trim() === '') errors.message = requiredMessages.message;
  return errors;
}

export function validateNewsletter(email: string): string | undefined {
  return emailError(email);
}
