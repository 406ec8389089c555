import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { LifecycleControls, RequestIdLine } from '../../../components/LifecycleControls';
import { mutationErrorMessage } from '../../../lib/api-client';
import type { PartnerProfile } from '../../../lib/api-types';
import { REAPPLY_WORDING } from '../../../lib/lifecycle-text';
import { profileEndpoints, useChangeOwnPartnerProfile } from '../api/use-partner-profile';
import { brandColors, brandGradient } from '../../../theme/theme';
import { partnerStatusView } from '../utils/status-chips';
import { EditPartnerProfileDialog } from './EditPartnerProfileDialog';

export function PartnerHeader({ profile }: { profile: PartnerProfile }) {
  const status = partnerStatusView(profile.status);
  const change = useChangeOwnPartnerProfile();
  return (
    <Card
      sx={{
        p: { xs: 2.5, sm: 3 },
        borderColor: alpha(brandColors.violet, 0.3),
        background: `linear-gradient(120deg, ${alpha(brandColors.violetDeep, 0.18)} 0%, ${alpha(brandColors.paper, 0.9)} 60%)`,
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Avatar
          aria-hidden="true"
          sx={{
            width: 56,
            height: 56,
            fontWeight: 800,
            fontSize: '1.5rem',
            color: '#fff',
            backgroundImage: brandGradient,
          }}
        >
          {profile.companyName.trim().charAt(0).toUpperCase() || 'P'}
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.75 }}>
            <Typography component="h2" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
              {profile.companyName}
            </Typography>
            <Chip size="small" label={status.label} variant={status.variant} color={status.color} />
          </Stack>
          <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {profile.status === 'approved' ? 'Partner since' : 'Applied on'}{' '}
            {new Date(profile.createdAt).toLocaleDateString()}
          </Typography>
          <RequestIdLine requestId={profile.requestId} />
        </Box>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 2, color: 'text.secondary', alignItems: 'flex-start' }}>
        <InfoOutlinedIcon aria-hidden="true" fontSize="small" sx={{ mt: '2px' }} />
        <Typography component="p" variant="body2">
          {status.explanation}
        </Typography>
      </Stack>
      {profile.status !== 'pending' && profile.decisionReason ? (
        <Typography component="p" variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ fontWeight: 700 }}>
            {profile.status === 'rejected' ? 'Admin notes: ' : 'Note from the team: '}
          </Box>
          {profile.decisionReason}
        </Typography>
      ) : null}
      {profile.status === 'approved' || profile.status === 'revoked' ? null : (
        <LifecycleControls
          idPrefix={`partner-profile-${profile.id}`}
          status={profile.status}
          reasonLabel={profile.reasonLabel}
          resubmission={profile.resubmission}
          noun="partner application"
          timelineUrl={profileEndpoints.timeline(profile.id)}
          wording={REAPPLY_WORDING}
          renderEditDialog={(mode, close) => <EditPartnerProfileDialog profile={profile} mode={mode} onClose={close} />}
          withdraw={{
            name: profile.companyName,
            onWithdraw: async () => void (await change({ action: 'withdraw', id: profile.id })),
            failureMessage: (error) => mutationErrorMessage(error, 'Failed to withdraw the application'),
          }}
        />
      )}
    </Card>
  );
}
