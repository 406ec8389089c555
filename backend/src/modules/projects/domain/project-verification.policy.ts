import { ModerationPolicy } from '../../../kernel/moderation/moderation-policy';
import type { ProjectVerificationStatus } from './project';

export type ProjectVerificationDecision = 'verify' | 'reject' | 'unverify';

/**
 * A directory project pending verification is verified (Verified badge) or rejected once; a
 * verified one can lose its badge and wait for verification again. The submitter, when the
 * project came from a submission, is told.
 */
export const projectVerificationPolicy = new ModerationPolicy<ProjectVerificationStatus, ProjectVerificationDecision>(
  'Project',
  [
    { decision: 'verify', from: ['pending'], to: 'verified', effects: ['audit-entry', 'notify-owner'] },
    { decision: 'reject', from: ['pending'], to: 'rejected', effects: ['audit-entry', 'notify-owner'] },
    { decision: 'unverify', from: ['verified'], to: 'pending', effects: ['audit-entry', 'notify-owner'] },
  ],
);
