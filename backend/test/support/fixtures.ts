import { randomBytes } from 'node:crypto';
import type { ApiClient } from './api-client';
import type { TestApp, TestUser } from './test-app';

export const ROLES_UNDER_TEST = ['anonymous', 'user', 'partner', 'otherPartner', 'admin'] as const;
export type RoleUnderTest = (typeof ROLES_UNDER_TEST)[number];

export interface Identity {
  role: RoleUnderTest;
  client: ApiClient;
  user?: TestUser;
  profileId?: number;
  referralCode?: string;
  campaignId?: number;
}

export const unique = (prefix: string) => `${prefix}${randomBytes(5).toString('hex')}`;

/**
 * Fresh identities and targets for security tests: each call makes new rows, so tests do not
 * depend on each other's changes.
 */
export class Fixtures {
  constructor(private readonly app: TestApp) {}

  async identity(role: RoleUnderTest): Promise<Identity> {
    if (role === 'anonymous') return { role, client: this.app.client() };
    if (role === 'user' || role === 'admin') {
      const { user, client } = await this.app.signedIn(role);
      return { role, client, user };
    }
    return { role, ...(await this.approvedPartner()) };
  }

  /** A partner whose profile an admin approved, with one draft campaign. */
  async approvedPartner(): Promise<Omit<Identity, 'role'>> {
    const referralCode = unique('ref-');
    const { user, client, profileId } = await this.app.partner(referralCode);
    await this.app.query(`UPDATE partner_profiles SET status = 'approved' WHERE id = $1`, [profileId]);
    await this.app.query(`UPDATE users SET role = 'partner' WHERE id = $1`, [user.id]);
    const [campaign] = await this.app.query<{ id: number }>(
      `INSERT INTO campaigns (partner_id, name) VALUES ($1, 'Fixture campaign') RETURNING id`,
      [profileId],
    );
    return { client, user: { ...user, role: 'partner' }, profileId, referralCode, campaignId: campaign.id };
  }

  async pendingPartnerProfile(): Promise<number> {
    const user = await this.app.createUser();
    const code = unique('pending-');
    const [profile] = await this.app.query<{ id: number }>(
      `INSERT INTO partner_profiles (user_id, company_name, referral_code) VALUES ($1, 'Pending Co', $2) RETURNING id`,
      [user.id, code],
    );
    await this.app.query('INSERT INTO referrals (partner_id, code) VALUES ($1, $2)', [profile.id, code]);
    return profile.id;
  }

  async pendingProject(): Promise<number> {
    const [project] = await this.app.query<{ id: number }>(
      `INSERT INTO projects (slug, name, category, description) VALUES ($1, 'Pending Project', 'defi', 'fixture') RETURNING id`,
      [unique('project-')],
    );
    return project.id;
  }

  async pendingArticle(profileId: number): Promise<number> {
    const [article] = await this.app.query<{ id: number }>(
      `INSERT INTO article_submissions (partner_id, title, category, excerpt, content)
       VALUES ($1, 'Fixture article', 'DeFi', 'Excerpt', '<p>Body</p>') RETURNING id`,
      [profileId],
    );
    return article.id;
  }

  async publishedArticle(profileId: number): Promise<number> {
    const id = await this.pendingArticle(profileId);
    await this.app.query(`UPDATE article_submissions SET status = 'approved', decided_at = now() WHERE id = $1`, [id]);
    return id;
  }

  async pendingProjectSubmission(
    userId: number,
    listingType: 'free' | 'featured' | 'verified' = 'free',
  ): Promise<number> {
    const [submission] = await this.app.query<{ id: number }>(
      `INSERT INTO project_submissions (user_id, project_name, category, description, listing_type, payment_status)
       VALUES ($1, 'Fixture Project', 'DeFi', 'fixture', $2, $3) RETURNING id`,
      [userId, listingType, listingType === 'free' ? 'completed' : 'pending'],
    );
    return submission.id;
  }
}
