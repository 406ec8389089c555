import { BRAND_NAME, BRAND_TAGLINE } from './brand';
import { paths } from './paths';

/** What a page says about itself to search engines and link previews (the served <head>). */
export interface PageMeta {
  /** The page's own title; the document title adds the brand (formatDocumentTitle). */
  title: string;
  description: string;
  /**
   * False for pages that depend on who is signed in or on a link from a mail: they are rendered
   * by the client only and ask search engines not to index them.
   */
  indexable: boolean;
}

type PagePath = Extract<(typeof paths)[keyof typeof paths], string>;

const PRIVATE_PAGE = (title: string): PageMeta => ({
  title,
  description: `${title} on ${BRAND_NAME}, the ${BRAND_TAGLINE}.`,
  indexable: false,
});

/** Every page with a fixed path, by that path: the one place their titles and descriptions live. */
export const pageMeta: Record<PagePath, PageMeta> = {
  [paths.home]: {
    title: BRAND_TAGLINE,
    description:
      'ChainBoost is a Web3 growth agency: user acquisition, liquidity solutions, partnerships and AI growth for exchanges and Web3 projects.',
    indexable: true,
  },
  [paths.articles]: {
    title: 'Articles',
    description:
      'Articles on Web3 growth from ChainBoost and its partners: exchange user acquisition, DeFi liquidity, NFT communities and trading.',
    indexable: true,
  },
  [paths.leaderboards]: {
    title: 'Leaderboards',
    description: 'The top Web3 projects and partners on ChainBoost, ranked by growth, volume and community.',
    indexable: true,
  },
  [paths.community]: {
    title: 'Community',
    description: "ChainBoost's community across X, Telegram and Discord: members, growth and engagement in one place.",
    indexable: true,
  },
  [paths.login]: {
    title: 'Login',
    description: 'Log in to ChainBoost with your username, email or wallet.',
    indexable: true,
  },
  [paths.signup]: {
    title: 'Sign up',
    description: 'Create a ChainBoost account to submit projects, write articles and join the partner program.',
    indexable: true,
  },
  [paths.forgotPassword]: PRIVATE_PAGE('Forgot Password'),
  [paths.resetPassword]: PRIVATE_PAGE('Reset Password'),
  [paths.analytics]: PRIVATE_PAGE('Analytics'),
  [paths.partnerDashboard]: PRIVATE_PAGE('Partner Dashboard'),
  [paths.submitProject]: PRIVATE_PAGE('Submit Project'),
  [paths.admin]: PRIVATE_PAGE('Admin Dashboard'),
  [paths.account]: PRIVATE_PAGE('Account'),
  [paths.verifyEmail]: PRIVATE_PAGE('Verify Email'),
  [paths.newsletterConfirm]: PRIVATE_PAGE('Confirm Subscription'),
  [paths.newsletterUnsubscribe]: PRIVATE_PAGE('Unsubscribe'),
};
