import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { BRAND_NAME } from './brand';
import { paths } from './paths';
import { pageMeta } from './page-meta';
import type { GuardedPage } from './RequireAccess';

/** Who may open which page, and what the others see there instead (rendered by RequireAccess). */

const withoutAdminRights = (username: string) => `You are signed in as ${username}, an account without admin rights.`;

export const adminPage: GuardedPage = {
  documentTitle: pageMeta[paths.admin].title,
  title: 'Admin Dashboard',
  subtitle: 'Approve partners, verify projects and moderate submissions',
  roles: ['admin'],
  signedOut: { message: 'Please log in with an admin account to use the admin dashboard.' },
  wrongRole: {
    message: ({ username }) =>
      `${withoutAdminRights(username)} Only ${BRAND_NAME} admins can moderate partners, projects, articles and submissions.`,
  },
};

/** Without access, only the title: the subtitle and the filters belong to the dashboard. */
export const analyticsPage: GuardedPage = {
  documentTitle: pageMeta[paths.analytics].title,
  title: 'Analytics Dashboard',
  roles: ['admin'],
  checking: (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <CircularProgress color="secondary" aria-label="Checking your session" />
    </Box>
  ),
  signedOut: { message: 'Please log in with an admin account to view the analytics dashboard.' },
  wrongRole: {
    message: ({ username }) => `${withoutAdminRights(username)} The analytics dashboard is for ${BRAND_NAME} admins.`,
    alternative: (
      <Button component={RouterLink} to={paths.community} variant="contained" size="large">
        View Community Dashboard
      </Button>
    ),
  },
};

export const partnerDashboardPage: GuardedPage = {
  documentTitle: pageMeta[paths.partnerDashboard].title,
  title: 'Partner Dashboard',
  subtitle: 'Track referrals, campaigns and article submissions',
  signedOut: { message: 'Please log in to access your partner dashboard.', offerSignup: true },
};

export const accountPage: GuardedPage = {
  documentTitle: pageMeta[paths.account].title,
  title: 'Account',
  subtitle: 'Your password, sign-ins, security, email, notifications and data',
  signedOut: { message: 'Please log in to manage your account.' },
};

export const submitProjectPage: GuardedPage = {
  documentTitle: pageMeta[paths.submitProject].title,
  title: 'Submit Your Project',
  subtitle: 'Get your project listed in the ChainBoost directory',
  signedOut: { message: 'Please log in to submit your project', offerSignup: true },
};
