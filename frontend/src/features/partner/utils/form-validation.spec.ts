import { describe, expect, it } from 'vitest';
import { hasErrors } from '../../../lib/form-validation';
import { validateArticle, validateCampaign, validateProfile } from './form-validation';

describe('validateProfile', () => {
  const valid = { companyName: 'Nova', website: '', description: '', referralCode: 'NOVA2026' };

  it('accepts a company name and a valid code; website and description are optional', () => {
    expect(hasErrors(validateProfile(valid))).toBe(false);
  });

  it('uses the server messages', () => {
    expect(validateProfile({ companyName: ' ', website: 'nova', description: '', referralCode: '' })).toEqual({
      companyName: 'Company name is required',
      website: 'Website must be a valid http(s) URL',
      referralCode: 'Referral code is required',
    });
    expect(validateProfile({ ...valid, referralCode: 'no spaces' })).toEqual({
      referralCode: 'Referral code must be 4 to 32 letters, digits, dashes or underscores',
    });
  });
});

describe('validateCampaign', () => {
  const valid = { name: 'Q3', description: '', budget: '', startDate: '', endDate: '', targetMetrics: '' };

  it('needs only a name', () => {
    expect(validateCampaign(valid)).toEqual({});
  });

  it('refuses an end date before the start date', () => {
    expect(validateCampaign({ ...valid, startDate: '2026-07-02', endDate: '2026-07-01' })).toEqual({
      endDate: 'End date must not be before the start date',
    });
    expect(validateCampaign({ ...valid, startDate: '2026-07-01', endDate: '2026-07-01' })).toEqual({});
  });

  it('refuses a missing name and a negative or huge budget', () => {
    expect(validateCampaign({ ...valid, name: '', budget: '-1' })).toEqual({
      name: 'Name is required',
      budget: 'Budget must not be negative',
    });
    expect(validateCampaign({ ...valid, budget: '1000000001' }).budget).toMatch(/at most 1,000,000,000/);
    expect(validateCampaign({ ...valid, budget: 'abc' })).toEqual({});
  });
});

describe('validateArticle', () => {
  it('requires title, category, excerpt and content; the image URL must be http(s) when given', () => {
    expect(validateArticle({ title: '', category: '', excerpt: '', content: '', imageUrl: 'x' })).toEqual({
      title: 'Title is required',
      category: 'Category is required',
      excerpt: 'Excerpt is required',
      content: 'Content is required',
      imageUrl: 'Image URL must be a valid http(s) URL',
    });
    expect(validateArticle({ title: 'T', category: 'DeFi', excerpt: 'E', content: '<p>C</p>', imageUrl: '' })).toEqual(
      {},
    );
  });
});
