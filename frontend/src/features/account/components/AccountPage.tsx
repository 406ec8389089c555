import Stack from '@mui/material/Stack';
import { accountPage } from '../../../app/guarded-pages';
import { PageContainer } from '../../../components/PageContainer';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAccountEmail } from '../api/use-account-email';
import { ApiTokensSection } from './ApiTokensSection';
import { EmailAddressSection } from './EmailAddressSection';
import { NotificationPreferencesSection } from './NotificationPreferencesSection';
import { TwoFactorSection } from './TwoFactorSection';
import { PasswordSection } from './PasswordSection';
import { SessionsSection } from './SessionsSection';
import { WalletsSection } from './WalletsSection';
import { YourDataSection } from './YourDataSection';

/** Rendered for signed-in users only (RequireAccess); each account setting is one section card. */
export function AccountPage() {
  useDocumentTitle(accountPage.documentTitle);
  const { accountEmail, error, retry } = useAccountEmail();
  return (
    <PageContainer title={accountPage.title} subtitle={accountPage.subtitle} maxWidth="md">
      <Stack spacing={3}>
        <EmailAddressSection accountEmail={accountEmail} error={error} retry={retry} />
        <NotificationPreferencesSection hasVerifiedEmail={accountEmail?.verified} />
        <TwoFactorSection />
        <PasswordSection />
        <WalletsSection />
        <SessionsSection />
        <ApiTokensSection />
        <YourDataSection />
      </Stack>
    </PageContainer>
  );
}
