import { lazy, type ComponentType } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { RootLayout } from './layout/RootLayout';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorPage } from './RouteErrorPage';
import { paths, routePatterns } from './paths';

/** React.lazy for a named export, so every page stays a named export in its own chunk. */
function lazyPage<Module extends Record<Name, ComponentType>, Name extends string>(
  load: () => Promise<Module>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const LandingPage = lazyPage(() => import('../features/landing/components/LandingPage'), 'LandingPage');
const LoginPage = lazyPage(() => import('../features/auth/components/LoginPage'), 'LoginPage');
const SignupPage = lazyPage(() => import('../features/auth/components/SignupPage'), 'SignupPage');
const AnalyticsPage = lazyPage(() => import('../features/analytics/components/AnalyticsPage'), 'AnalyticsPage');
const PartnerDashboardPage = lazyPage(
  () => import('../features/partner/components/PartnerDashboardPage'),
  'PartnerDashboardPage',
);
const ArticlesPage = lazyPage(() => import('../features/articles/components/ArticlesPage'), 'ArticlesPage');
const ArticleDetailPage = lazyPage(
  () => import('../features/articles/components/ArticleDetailPage'),
  'ArticleDetailPage',
);
const ProjectsByCategoryPage = lazyPage(
  () => import('../features/projects/components/ProjectsByCategoryPage'),
  'ProjectsByCategoryPage',
);
const ProjectDetailPage = lazyPage(
  () => import('../features/projects/components/ProjectDetailPage'),
  'ProjectDetailPage',
);
const SubmitProjectPage = lazyPage(
  () => import('../features/submit-project/components/SubmitProjectPage'),
  'SubmitProjectPage',
);
const CommunityPage = lazyPage(() => import('../features/community/components/CommunityPage'), 'CommunityPage');
const LeaderboardsPage = lazyPage(
  () => import('../features/leaderboards/components/LeaderboardsPage'),
  'LeaderboardsPage',
);
const AdminDashboardPage = lazyPage(
  () => import('../features/admin/components/AdminDashboardPage'),
  'AdminDashboardPage',
);

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // Errors inside a page render here, inside the layout, so navigation stays usable.
        errorElement: <RouteErrorPage />,
        children: [
          { path: paths.home, element: <LandingPage /> },
          { path: paths.login, element: <LoginPage /> },
          { path: paths.signup, element: <SignupPage /> },
          { path: paths.analytics, element: <AnalyticsPage /> },
          { path: paths.partnerDashboard, element: <PartnerDashboardPage /> },
          { path: paths.articles, element: <ArticlesPage /> },
          { path: routePatterns.article, element: <ArticleDetailPage /> },
          { path: routePatterns.projectsByCategory, element: <ProjectsByCategoryPage /> },
          { path: routePatterns.project, element: <ProjectDetailPage /> },
          { path: paths.submitProject, element: <SubmitProjectPage /> },
          { path: paths.community, element: <CommunityPage /> },
          { path: paths.leaderboards, element: <LeaderboardsPage /> },
          { path: paths.admin, element: <AdminDashboardPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
