/**
 * Partner dashboard mutation failures show no toast (spec §8). They are shown inline instead:
 * the spec's fixed text, plus the server's explanation when it gave one.
 */
export const PARTNER_FAILURES = {
  createProfile: 'Failed to create profile',
  createReferral: 'Failed to create referral',
  submitArticle: 'Failed to submit article',
  createCampaign: 'Failed to create campaign',
  updateCampaign: 'Failed to update campaign',
} as const;

export interface MutationFailure {
  message: string;
  detail?: string;
}

export function mutationFailure(message: string, serverMessage: string | undefined): MutationFailure {
  return serverMessage && serverMessage !== message ? { message, detail: serverMessage } : { message };
}
