export const projectCategories = ['nft', 'defi', 'gamefi', 'layer2'] as const;
export type ProjectCategory = (typeof projectCategories)[number];

export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  analytics: '/analytics',
  partnerDashboard: '/partner-dashboard',
  articles: '/articles',
  article: (id: string | number) => `/articles/${encodeURIComponent(String(id))}`,
  projectsByCategory: (category: string) => `/projects/${encodeURIComponent(category)}`,
  project: (id: string | number) => `/project/${encodeURIComponent(String(id))}`,
  submitProject: '/submit-project',
  community: '/community',
  leaderboards: '/leaderboards',
  admin: '/admin',
  account: '/account',
  verifyEmail: '/account/verify-email',
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
} as const;

/** Route patterns for the router; `paths` builds concrete URLs from the same shapes. */
export const routePatterns = {
  article: '/articles/:id',
  projectsByCategory: '/projects/:category',
  project: '/project/:id',
} as const;

/** Scroll anchors of the landing page, in page order. */
export const landingSections = [
  'home',
  'about',
  'services',
  'projects',
  'categories',
  'partner',
  'articles',
  'contact',
] as const;
export type LandingSection = (typeof landingSections)[number];

export function isLandingSection(value: unknown): value is LandingSection {
  return typeof value === 'string' && (landingSections as readonly string[]).includes(value);
}
