import { REFERRAL_CODE_RULE, isValidReferralCode } from './referral-code';
import { CAMPAIGN_BUDGET_MAX, END_BEFORE_START_MESSAGE, dateOrNull, isEndBeforeStart, parseBudget } from './campaign-rules';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

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

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function optionalUrlError(value: string, label: string): string | undefined {
  if (value.trim() === '' || isHttpUrl(value)) return undefined;
  return `${label} must be a valid http(s) URL`;
}

function requiredError(value: string, label: string): string | undefined {
  return value.trim() === '' ? `${label} is required` : undefined;
}

/** Drops the fields without a problem, so "no keys" means valid and key order is form order. */
function compact<Field extends string>(errors: Record<Field, string | undefined>): FieldErrors<Field> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as FieldErrors<Field>;
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length > 0;
}

export function validateProfile(values: ProfileFormValues): FieldErrors<keyof ProfileFormValues> {
  const code = values.referralCode.trim();
  return compact({
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
  return compact({
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
  return compact({
    title: requiredError(values.title, 'Title'),
    category: requiredError(values.category, 'Category'),
    excerpt: requiredError(values.excerpt, 'Excerpt'),
    content: requiredError(values.content, 'Content'),
    imageUrl: optionalUrlError(values.imageUrl, 'Image URL'),
  });
}
