import type { ListingType, NewProjectSubmission, PaymentStatus, SubmissionCategory } from '../../../lib/api-types';
import { fieldErrors, isHttpUrl, type FieldErrors } from '../../../lib/form-validation';
import { SUBMISSION_CATEGORIES } from './submission-options';

// Same limits as the server (backend submissions domain), so problems show before a round trip.
export const SUBMISSION_LIMITS = { projectName: 100, description: 2000, handle: 100, url: 2048 } as const;

export type SubmissionFormValues = {
  projectName: string;
  category: string;
  description: string;
  website: string;
  logo: string;
  twitter: string;
  telegram: string;
  listingType: ListingType;
};

export type SubmissionField = keyof SubmissionFormValues;
export type SubmissionErrors = FieldErrors<SubmissionField>;

export const EMPTY_SUBMISSION: SubmissionFormValues = {
  projectName: '',
  category: '',
  description: '',
  website: '',
  logo: '',
  twitter: '',
  telegram: '',
  listingType: 'free',
};

function isCategory(value: string): value is SubmissionCategory {
  return (SUBMISSION_CATEGORIES as readonly string[]).includes(value);
}

function required(value: string, label: string, max: number): string | undefined {
  if (value.trim() === '') return `${label} is required`;
  return value.trim().length > max ? `${label} must be at most ${max} characters` : undefined;
}

function optionalUrl(value: string, label: string): string | undefined {
  if (value.trim() === '') return undefined;
  if (!isHttpUrl(value)) return `${label} must be a valid URL starting with http:// or https://`;
  return value.trim().length > SUBMISSION_LIMITS.url ? `${label} is too long` : undefined;
}

function optionalText(value: string, label: string, max: number): string | undefined {
  return value.trim().length > max ? `${label} must be at most ${max} characters` : undefined;
}

/** Spec §5: name, category and description required; website and logo must be URLs. */
export function validateSubmission(values: SubmissionFormValues): SubmissionErrors {
  return fieldErrors({
    projectName: required(values.projectName, 'Project name', SUBMISSION_LIMITS.projectName),
    category: isCategory(values.category) ? undefined : 'Please choose a category',
    description: required(values.description, 'Description', SUBMISSION_LIMITS.description),
    website: optionalUrl(values.website, 'Website'),
    logo: optionalUrl(values.logo, 'Logo URL'),
    twitter: optionalText(values.twitter, 'Twitter', SUBMISSION_LIMITS.handle),
    telegram: optionalText(values.telegram, 'Telegram', SUBMISSION_LIMITS.handle),
  });
}

/** Spec §4: free listings need no payment; featured and verified ones wait for it. */
export function paymentStatusFor(listingType: ListingType): PaymentStatus {
  return listingType === 'free' ? 'completed' : 'pending';
}

/**
 * The spec's payload. The server decides payment and verification status itself; the client
 * sends the values the spec names. Call only with values that passed validateSubmission.
 */
export function toSubmissionPayload(values: SubmissionFormValues): NewProjectSubmission {
  return {
    projectName: values.projectName.trim(),
    category: values.category as SubmissionCategory,
    description: values.description.trim(),
    website: values.website.trim(),
    logo: values.logo.trim(),
    twitter: values.twitter.trim(),
    telegram: values.telegram.trim(),
    listingType: values.listingType,
    paymentStatus: paymentStatusFor(values.listingType),
    verificationStatus: 'pending',
  };
}
