import type { ProjectInsight } from '../../lib/api-types';

/**
 * How long the page waits for the project list before drawing the charts with the
 * 'Project N' fallback names: long enough to avoid a flash of fallback names on a normal
 * load, short enough that a slow list never holds the figures back.
 */
export const PROJECT_NAMES_GRACE_MS = 400;

export type CommunityView = 'failure' | 'loading' | 'empty' | 'ready';

export interface CommunityViewInput {
  insights: readonly ProjectInsight[] | undefined;
  insightsFailed: boolean;
  /** The project list is still on its way and the grace period has not run out. */
  waitingForNames: boolean;
}

/**
 * Spec §2: names come from the project list, falling back to 'Project N'; spec §8: read
 * failures show nothing. So only the insights decide between failure and figures; a failed
 * or slow project list just leaves the fallback names.
 */
export function communityView({ insights, insightsFailed, waitingForNames }: CommunityViewInput): CommunityView {
  if (insightsFailed) return 'failure';
  if (!insights || waitingForNames) return 'loading';
  return insights.length === 0 ? 'empty' : 'ready';
}
