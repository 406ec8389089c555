import { describe, expect, it } from 'vitest';
import { SUBMISSION_CATEGORIES } from './submission-options';
import { hasErrors } from '../../../lib/form-validation';
import {
  EMPTY_SUBMISSION,
  paymentStatusFor,
  toSubmissionPayload,
  validateSubmission,
  type SubmissionFormValues,
} from './submission-form';

const valid: SubmissionFormValues = {
  ...EMPTY_SUBMISSION,
  projectName: 'Nebula Swap',
  category: 'DeFi',
  description: 'A cross-chain DEX aggregator.',
};

describe('categories (spec §5)', () => {
  it('are exactly the six the spec lists, in order', () => {
    expect(SUBMISSION_CATEGORIES).toEqual(['Exchanges', 'DeFi', 'NFT', 'Gaming', 'Infrastructure', 'Other']);
  });
});

describe('validateSubmission', () => {
  it('requires project name, category and description', () => {
    expect(validateSubmission(EMPTY_SUBMISSION)).toEqual({
      projectName: 'Project name is required',
      category: 'Please choose a category',
      description: 'Description is required',
    });
  });

  it('treats whitespace as empty', () => {
    expect(validateSubmission({ ...valid, projectName: '   ', description: '\n' })).toMatchObject({
      projectName: 'Project name is required',
      description: 'Description is required',
    });
  });

  it('accepts a complete submission and leaves optional fields optional', () => {
    expect(validateSubmission(valid)).toEqual({});
    expect(hasErrors(validateSubmission(valid))).toBe(false);
  });

  it('refuses categories outside the list', () => {
    expect(validateSubmission({ ...valid, category: 'Memes' })).toEqual({ category: 'Please choose a category' });
  });

  it('requires http(s) URLs for website and logo', () => {
    expect(validateSubmission({ ...valid, website: 'nebula.example', logo: 'javascript:alert(1)' })).toEqual({
      website: 'Website must be a valid URL starting with http:// or https://',
      logo: 'Logo URL must be a valid URL starting with http:// or https://',
    });
    expect(
      validateSubmission({ ...valid, website: ' https://nebula.example ', logo: 'http://cdn.example/logo.png' }),
    ).toEqual({});
  });

  it('applies the server length limits', () => {
    expect(validateSubmission({ ...valid, projectName: 'x'.repeat(101) })).toEqual({
      projectName: 'Project name must be at most 100 characters',
    });
    expect(validateSubmission({ ...valid, description: 'x'.repeat(2001) })).toEqual({
      description: 'Description must be at most 2000 characters',
    });
    expect(validateSubmission({ ...valid, twitter: 'x'.repeat(101), telegram: 'y'.repeat(100) })).toEqual({
      twitter: 'Twitter must be at most 100 characters',
    });
  });
});

describe('paymentStatusFor (spec §4)', () => {
  it("is 'completed' for free and 'pending' for featured and verified", () => {
    expect(paymentStatusFor('free')).toBe('completed');
    expect(paymentStatusFor('featured')).toBe('pending');
    expect(paymentStatusFor('verified')).toBe('pending');
  });
});

describe('toSubmissionPayload (spec §7)', () => {
  it('sends every field of the spec call, trimmed, starting as pending', () => {
    expect(
      toSubmissionPayload({
        ...valid,
        projectName: '  Nebula Swap ',
        website: ' https://nebula.example ',
        twitter: '@nebula ',
        listingType: 'featured',
      }),
    ).toEqual({
      projectName: 'Nebula Swap',
      category: 'DeFi',
      description: 'A cross-chain DEX aggregator.',
      website: 'https://nebula.example',
      logo: '',
      twitter: '@nebula',
      telegram: '',
      listingType: 'featured',
      paymentStatus: 'pending',
      verificationStatus: 'pending',
    });
  });

  it('defaults to a free listing with payment completed', () => {
    expect(toSubmissionPayload(valid)).toMatchObject({ listingType: 'free', paymentStatus: 'completed' });
  });
});
