import { lazy, startTransition, useEffect, useState, type ComponentType } from 'react';
import { Route, Routes, matchPath, useLocation } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader';
import { LandingPage } from '../features/landing/components/LandingPage';
import { accountPage, adminPage, analyticsPage, partnerDashboardPage, submitProjectPage } from './guarded-pages';
import { RootLayout } from './layout/RootLayout';
import { NotFoundPage } from './NotFoundPage';
import { RequireAccess, type GuardedPage } from './RequireAccess';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { paths, routePatterns } from './paths';

interface LazyPage {
  path: string;
  /** The page component's name, which is also its file's name. */
  name: string;
  Page: ComponentType;
  /** Fetches the page's chunk; React.lazy reuses the same request. */
  load: () => Promise<unknown>;
  /** Set for pages only some visitors may open: RequireAccess renders the page for them only. */
  access?: GuardedPage;
}

/**
 * A page in its own chunk, loaded with React.lazy, so every page stays a named export. Once
 * the chunk is there the page renders directly: React.lazy would still suspend once, and
 * React holds a revealed fallback for a moment. The page being opened when the app starts
 * shows the spinner until its chunk (preloaded by preloadPage) arrives.
 */
function lazyPage<Module extends Record<Name, ComponentType>, Name extends string>(
  path: string,
  importPage: () => Promise<Module>,
  name: Name,
  access?: GuardedPage,
): LazyPage {
  let loaded: ComponentType | null = null;
  let inFlight: Promise<ComponentType> | null = null;
  const load = () => {
    inFlight ??= importPage().then(
      (module) => (loaded = module[name]),
      (error: unknown) => {
        inFlight = null;
        throw error;
      },
    );
    return inFlight;
  };
  const Suspending = lazy(async () => ({ default: await load() }));
  function Page() {
    // Chosen once per mount, so a page never switches component (and loses state) mid-life.
    const [Component, setComponent] = useState<ComponentType | null>(() => loaded ?? (inFlight ? null : Suspending));
    useEffect(() => {
      if (Component) return undefined;
      let isActive = true;
      const settle = (page: ComponentType) => {
        if (isActive) startTransition(() => setComponent(() => page));
      };
      load().then(settle, () => settle(Suspending));
      return () => {
        isActive = false;
      };
    }, [Component]);
    return Component ? <Component /> : <PageLoader />;
  }
  return { path, name, load, Page, access };
}

const lazyPages: readonly LazyPage[] = [
  lazyPage(paths.login, () => import('../features/auth/components/LoginPage'), 'LoginPage'),
  lazyPage(paths.signup, () => import('../features/auth/components/SignupPage'), 'SignupPage'),
  lazyPage(paths.forgotPassword, () => import('../features/auth/components/ForgotPasswordPage'), 'ForgotPasswordPage'),
  lazyPage(paths.resetPassword, () => import('../features/auth/components/ResetPasswordPage'), 'ResetPasswordPage'),
  lazyPage(
    paths.analytics,
    () => import('../features/analytics/components/AnalyticsPage'),
    'AnalyticsPage',
    analyticsPage,
  ),
  lazyPage(
    paths.partnerDashboard,
    () => import('../features/partner/components/PartnerDashboardPage'),
    'PartnerDashboardPage',
    partnerDashboardPage,
  ),
  lazyPage(paths.articles, () => import('../features/articles/components/ArticlesPage'), 'ArticlesPage'),
  lazyPage(
    routePatterns.article,
    () => import('../features/articles/components/ArticleDetailPage'),
    'ArticleDetailPage',
  ),
  lazyPage(
    routePatterns.projectsByCategory,
    () => import('../features/projects/components/ProjectsByCategoryPage'),
    'ProjectsByCategoryPage',
  ),
  lazyPage(
    routePatterns.project,
    () => import('../features/projects/components/ProjectDetailPage'),
    'ProjectDetailPage',
  ),
  lazyPage(
    paths.submitProject,
    () => import('../features/submit-project/components/SubmitProjectPage'),
    'SubmitProjectPage',
    submitProjectPage,
  ),
  lazyPage(paths.community, () => import('../features/community/components/CommunityPage'), 'CommunityPage'),
  lazyPage(
    paths.leaderboards,
    () => import('../features/leaderboards/components/LeaderboardsPage'),
    'LeaderboardsPage',
  ),
  lazyPage(
    paths.admin,
    () => import('../features/admin/components/AdminDashboardPage'),
    'AdminDashboardPage',
    adminPage,
  ),
  lazyPage(paths.account, () => import('../features/account/components/AccountPage'), 'AccountPage', accountPage),
  lazyPage(paths.verifyEmail, () => import('../features/account/components/VerifyEmailPage'), 'VerifyEmailPage'),
  lazyPage(
    paths.newsletterConfirm,
    () => import('../features/newsletter/components/NewsletterConfirmPage'),
    'NewsletterConfirmPage',
  ),
  lazyPage(
    paths.newsletterUnsubscribe,
    () => import('../features/newsletter/components/NewsletterUnsubscribePage'),
    'NewsletterUnsubscribePage',
  ),
];

function lazyPageAt(pathname: string): LazyPage | undefined {
  return lazyPages.find(({ path }) => matchPath(path, pathname));
}

/**
 * Starts fetching the chunk of the page at `pathname` before React renders, so opening a
 * page directly costs one round trip less. Settles once the chunk is there or has failed (a
 * failed chunk is reported by the page's error boundary), so a prerendered page can wait for
 * it: once loaded, the page renders at once, as it was rendered on the server.
 */
export function preloadPage(pathname: string): Promise<void> {
  const page = lazyPageAt(pathname);
  if (!page) return Promise.resolve();
  return page.load().then(
    () => undefined,
    () => undefined,
  );
}

/** The name of the lazily loaded page shown at `pathname`; undefined for the landing and 404 pages. */
export function lazyPageName(pathname: string): string | undefined {
  return lazyPageAt(pathname)?.name;
}

/**
 * Declarative routes rather than a data router: no page uses loaders or actions, and the
 * data router alone would add about 17 KB gzip to the code every page waits for.
 * The landing page is part of the entry chunk, so the home page renders without a second request.
 */
export function AppRoutes() {
  const location = useLocation();
  return (
    // Catches errors of the layout itself; errors inside a page are caught inside the layout.
    <RouteErrorBoundary resetKey={location.key}>
      <Routes>
        <Route element={<RootLayout />}>
          <Route path={paths.home} element={<LandingPage />} />
          {lazyPages.map(({ path, Page, access }) => (
            <Route
              key={path}
              path={path}
              element={
                access ? (
                  <RequireAccess page={access}>
                    <Page />
                  </RequireAccess>
                ) : (
                  <Page />
                )
              }
            />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
