/** The queues an admin works through, named as the bulk decisions and claims name them. */
export const REVIEW_QUEUES = ['partner', 'project', 'article', 'project-submission'] as const;
export type ReviewQueue = (typeof REVIEW_QUEUES)[number];

const HOUR_MS = 60 * 60 * 1000;

/**
 * How long an item may wait for a decision: the review times the product promises its users
 * (the assistant quotes 48-72 h for a free listing, 24-48 h for featured and 5-7 business days for
 * verified). The one place they are set; the API hands them to the client with each pending item.
 */
export const REVIEW_TARGET_HOURS = {
  partner: 72,
  project: 48,
  article: 48,
  'project-submission': { free: 72, featured: 48, verified: 168 },
} as const;

export type SubmissionListingTier = keyof (typeof REVIEW_TARGET_HOURS)['project-submission'];

export function reviewTargetHours(queue: ReviewQueue, listingType?: SubmissionListingTier): number {
  const target = REVIEW_TARGET_HOURS[queue];
  return typeof target === 'number' ? target : target[listingType ?? 'free'];
}

/** Items created before this moment have waited longer than the target. */
export function overdueBefore(targetHours: number, now: Date): Date {
  return new Date(now.getTime() - targetHours * HOUR_MS);
}

export function isOverdue(waitingSince: Date, targetHours: number, now: Date): boolean {
  return new Date(waitingSince).getTime() < overdueBefore(targetHours, now).getTime();
}
