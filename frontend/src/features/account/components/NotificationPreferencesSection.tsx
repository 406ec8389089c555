import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import NotificationsOffOutlinedIcon from '@mui/icons-material/NotificationsOffOutlined';
import { useAccessLoss } from '../../../app/RequireAccess';
import { EmptyState, LoadFailure, LoadingState } from '../../../components/ListStates';
import { SectionCard } from '../../../components/SectionCard';
import { isUnauthorized, mutationErrorMessage } from '../../../lib/api-client';
import type { NotificationPreference } from '../../../lib/api-types';
import { useToast } from '../../../lib/use-toast';
import { useNotificationPreferences } from '../api/use-notification-preferences';

function PreferenceRow({
  preference,
  onChange,
}: {
  preference: NotificationPreference;
  onChange: (email: boolean) => void;
}) {
  const descriptionId = `notification-preference-${preference.kind}`;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ py: 1.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {preference.label}
        </Typography>
        <Typography id={descriptionId} component="p" variant="body2" sx={{ color: 'text.secondary' }}>
          {preference.description}
        </Typography>
      </Box>
      <FormControlLabel
        sx={{ flexShrink: 0, mr: 0 }}
        label="Email me"
        control={
          <Switch
            checked={preference.email}
            onChange={(_event, checked) => onChange(checked)}
            slotProps={{ input: { 'aria-label': `Email me: ${preference.label}`, 'aria-describedby': descriptionId } }}
          />
        }
      />
    </Stack>
  );
}

export function NotificationPreferencesSection({ hasVerifiedEmail }: { hasVerifiedEmail: boolean | undefined }) {
  const { preferences, error, retry, setEmail } = useNotificationPreferences();
  const toast = useToast();
  const [saving, setSaving] = useState(0);
  useAccessLoss(isUnauthorized(error) ? 'signed-out' : undefined);

  const change = async (preference: NotificationPreference, email: boolean) => {
    setSaving((count) => count + 1);
    try {
      await setEmail(preference.kind, email);
      toast({
        title: 'Preferences saved',
        description: `${preference.label}: ${email ? 'you will get these by email' : 'no more email'}.`,
        variant: 'success',
      });
    } catch (failure) {
      toast({
        title: 'Error',
        description: mutationErrorMessage(failure, 'Could not save your preference. It is back as it was.'),
        variant: 'error',
      });
    } finally {
      setSaving((count) => count - 1);
    }
  };

  return (
    <SectionCard
      title="Notifications"
      description="You always see notifications in the app. Choose which also come by email."
    >
      {preferences ? (
        preferences.length === 0 ? (
          <EmptyState icon={<NotificationsOffOutlinedIcon />}>
            There are no notifications to choose from for your account.
          </EmptyState>
        ) : (
          <Stack spacing={1} aria-busy={saving > 0}>
            {hasVerifiedEmail === false ? (
              <Alert severity="info" variant="outlined">
                Email goes only to a verified address. Add and verify your address above to get these by email.
              </Alert>
            ) : null}
            <Stack divider={<Divider flexItem />}>
              {preferences.map((preference) => (
                <PreferenceRow
                  key={preference.kind}
                  preference={preference}
                  onChange={(email) => void change(preference, email)}
                />
              ))}
            </Stack>
          </Stack>
        )
      ) : error ? (
        <LoadFailure message="Could not load your notification preferences." onRetry={retry} />
      ) : (
        <LoadingState minHeight={120} />
      )}
    </SectionCard>
  );
}
