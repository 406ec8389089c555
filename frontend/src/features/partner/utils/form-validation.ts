import { fieldErrors, isHttpUrl, type FieldErrors } from '../../../lib/form-validation';
import {
  CAMPAIGN_BUDGET_MAX,
  END_BEFORE_START_MESSAGE,
  dateOrNull,
  isEndBeforeStart,
  parseBudget,
} from './campaign-rules';
import { REFERRAL_CODE_RULE, isValidReferralCode } from './referral-code';

export type ProfileFormValues = {
  companyName: string;
  website: string;
  description: string;
  referralCode: string;
};

export type CampaignFormValues = {
  name: string;
  description: string;
  budget: string;
  startDate: string;
  endDate: string;
  targetMetrics: string;
};

export type ArticleFormValues = {
  title: string;
  category: string;
  excerpt: string;
  content: string;
  imageUrl: string;
};

function optionalUrlError(value: string, label: string): string | undefined {
  if (value.trim() === '' || isHttpUrl(value)) return undefined;
  return `${label} must be a valid http(s) URL`;
}

function requiredError(value: string, label: string): string | undefined {
  return value.trim() === '' ? `${label} is required` : undefined;
}

export function validateProfile(values: ProfileFormValues): FieldErrors<keyof ProfileFormValues> {
  const code = values.referralCode.trim();
  return fieldErrors({
    companyName: requiredError(values.companyName, 'Company name'),
    website: optionalUrlError(values.website, 'Website'),
    description: undefined,
    referralCode:
      requiredError(code, 'Referral code') ??
      (isValidReferralCode(code) ? undefined : `Referral code must be ${REFERRAL_CODE_RULE}`),
  });
}

export function validateCampaign(values: CampaignFormValues): FieldErrors<keyof CampaignFormValues> {
  const budget = parseBudget(values.budget);
  return fieldErrors({
    name: requiredError(values.name, 'Name'),
    description: undefined,
    budget:
      budget < 0
        ? 'Budget must not be negative'
        : budget > CAMPAIGN_BUDGET_MAX
          ? `Budget must be at most ${CAMPAIGN_BUDGET_MAX.toLocaleString('en-US')}`
          : undefined,
    startDate: undefined,
    endDate: isEndBeforeStart(dateOrNull(values.startDate), dateOrNull(values.endDate))
      ? END_BEFORE_START_MESSAGE
      : undefined,
    targetMetrics: undefined,
  });
}

export function validateArticle(values: ArticleFormValues): FieldErrors<keyof ArticleFormValues> {
  return fieldErrors({
    title: requiredError(values.title, 'Title'),
    category: requiredError(values.category, 'Category'),
    excerpt: requiredError(values.excerpt, 'Excerpt'),
    content: requiredError(values.content, 'Content'),
    imageUrl: optionalUrlError(values.imageUrl, 'Image URL'),
  });
}
