import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import type { ClaimHolder, ClaimRequest } from '../../../lib/api-types';
import { useSession } from '../../../lib/session';
import type { QueueClaimAction } from '../api/use-queue-claim';
import { claimLabel, reviewAgeText } from '../utils/review-age';

/** What the server adds to each pending queue item: its target, lateness and claim. */
export interface ReviewState {
  createdAt: string;
  reviewTargetHours: number | null;
  overdue: boolean;
  claimedBy: ClaimHolder | null;
}

/** Items of the submissions list carry a review state only while pending. */
export function reviewStateOf(item: object): ReviewState | null {
  const candidate = item as Partial<ReviewState>;
  return typeof candidate.reviewTargetHours === 'number' && typeof candidate.createdAt === 'string'
    ? (candidate as ReviewState)
    : null;
}

export interface QueueItemReviewProps {
  kind: ClaimRequest['kind'];
  id: number;
  subject: string;
  state: ReviewState;
  claims: QueueClaimAction;
}

/** A pending card's age against its target, the Overdue chip, who claimed it, and Claim / Release. */
export function QueueItemReview({ kind, id, subject, state, claims }: QueueItemReviewProps) {
  const { user } = useSession();
  const mine = state.claimedBy?.username === user?.username;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
        <ScheduleOutlinedIcon fontSize="small" aria-hidden="true" />
        <Typography variant="body2">{reviewAgeText(state.createdAt, state.reviewTargetHours ?? 0)}</Typography>
      </Stack>
      {state.overdue ? <Chip size="small" color="warning" label="Overdue" /> : null}
      {state.claimedBy ? (
        <Chip
          size="small"
          variant={mine ? 'filled' : 'outlined'}
          color={mine ? 'primary' : 'default'}
          label={claimLabel(state.claimedBy.username, user?.username)}
        />
      ) : null}
      {mine ? (
        <Button
          size="small"
          disabled={claims.busy}
          onClick={() => void claims.release(kind, id, subject)}
          aria-label={`Release ${subject}`}
        >
          Release
        </Button>
      ) : state.claimedBy ? null : (
        <Button
          size="small"
          disabled={claims.busy}
          onClick={() => void claims.claim(kind, id, subject)}
          aria-label={`Claim ${subject}`}
        >
          Claim
        </Button>
      )}
    </Stack>
  );
}
