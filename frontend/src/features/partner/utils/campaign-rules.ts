import type { CampaignStatus } from '../../../lib/api-types';
import { createdOnFirstUse } from '../../../lib/created-on-first-use';

export const CAMPAIGN_BUDGET_MAX = 1_000_000_000;
export const END_BEFORE_START_MESSAGE = 'End date must not be before the start date';

/** Spec §5: parsed as an integer, 0 when empty or not a number. */
export function parseBudget(input: string): number {
  const parsed = Number.parseInt(input, 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}

const budgetFormat = createdOnFirstUse(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
);

export function formatBudget(budget: number): string {
  return budgetFormat().format(budget);
}

/** Empty date inputs are sent as null (spec §5). */
export function dateOrNull(input: string): string | null {
  const trimmed = input.trim();
  return trimmed === '' ? null : trimmed;
}

/** ISO dates compare correctly as strings. */
export function isEndBeforeStart(startDate: string | null, endDate: string | null): boolean {
  return startDate !== null && endDate !== null && endDate < startDate;
}

/** 'YYYY-MM-DD' as a local calendar date, so no time zone can shift it by a day. */
export function formatCalendarDate(isoDate: string, locale?: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  return new Date(Number(year), Number(month) - 1, Number(day)).toLocaleDateString(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

export function campaignDateRange(
  startDate: string | null,
  endDate: string | null,
  formatDate: (isoDate: string) => string = formatCalendarDate,
): string {
  const end = endDate ? formatDate(endDate) : 'Ongoing';
  if (startDate) return `${formatDate(startDate)} – ${end}`;
  return endDate ? `Until ${end}` : 'Not scheduled – Ongoing';
}

export interface CampaignAction {
  label: 'Activate' | 'Complete';
  busyLabel: string;
  nextStatus: Exclude<CampaignStatus, 'draft'>;
  successMessage: string;
}

/** Campaigns only move forward: draft → active → completed. */
export function nextCampaignAction(status: CampaignStatus): CampaignAction | undefined {
  if (status === 'draft') {
    return {
      label: 'Activate',
      busyLabel: 'Activating...',
      nextStatus: 'active',
      successMessage: 'Campaign activated',
    };
  }
  if (status === 'active') {
    return {
      label: 'Complete',
      busyLabel: 'Completing...',
      nextStatus: 'completed',
      successMessage: 'Campaign completed',
    };
  }
  return undefined;
}
