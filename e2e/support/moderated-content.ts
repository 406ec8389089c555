import type { Page } from 'playwright-core';
import { ApiSession, signedUpSession } from './api-session';
import type { AppServer } from './app-server';
import type { Browser } from './browser';

/**
 * Content that went through moderation (a published and a rejected partner article, an approved and
 * verified project), prepared through the real API, and the public pages' helpers to look at it.
 */

export const ADMIN = { username: 'chief', password: 'chief-password' };
const HOSTILE_HTML =
  '<h2>Heading</h2><p>Body text</p><img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';
export const PUBLISHED_TITLE = 'Verified Users Trade More: Notes From Nova';
export const REJECTED_TITLE = 'Guaranteed Returns For Everyone';
export const PROJECT_NAME = 'Orbit Quest';
export const PROJECT_DESCRIPTION =
  'A space strategy game where fleets, planets and trade routes belong to the players.';
export const PROJECT_WEBSITE = 'https://orbit-quest.example';

interface DirectoryProject {
  id: number;
  slug: string;
  name: string;
  verified: boolean;
}

export function moderatedContent(server: AppServer) {
  async function directory(): Promise<DirectoryProject[]> {
    return new ApiSession(server.baseUrl).send<DirectoryProject[]>('GET', '/api/projects');
  }

  /** A session of the admin the server was started with (`ADMIN`). */
  async function adminSession(): Promise<ApiSession> {
    const admin = new ApiSession(server.baseUrl);
    await admin.send('POST', '/api/auth/login', ADMIN);
    return admin;
  }

  async function publishArticles(admin: ApiSession): Promise<{ publishedId: number; rejectedId: number }> {
    const partner = await signedUpSession(server.baseUrl, 'nova_writer');
    await partner.send('POST', '/api/partner/profile', {
      companyName: 'Nova Exchange',
      website: 'https://nova.example',
      description: 'A spot exchange for verified traders.',
      referralCode: 'NOVA2026',
    });
    const submit = (title: string) =>
      partner.send<{ id: number }>('POST', '/api/article-submissions', {
        title,
        category: 'DeFi',
        excerpt: `${title}: what we learned onboarding verified traders.`,
        content: HOSTILE_HTML,
        imageUrl: `${server.baseUrl}/images/articles/missing-partner-image.png`,
      });
    const publishedId = (await submit(PUBLISHED_TITLE)).id;
    const rejectedId = (await submit(REJECTED_TITLE)).id;
    await admin.send('PATCH', `/api/admin/articles/${publishedId}/publish`, { published: true });
    await admin.send('PATCH', `/api/admin/articles/${rejectedId}/publish`, { published: false });
    return { publishedId, rejectedId };
  }

  /** Returns the slug the directory lists the project under. */
  async function listVerifiedProject(admin: ApiSession): Promise<string> {
    const builder = await signedUpSession(server.baseUrl, 'orbit_builder');
    const submission = await builder.send<{ id: number }>('POST', '/api/project-submissions', {
      projectName: PROJECT_NAME,
      category: 'Gaming',
      description: PROJECT_DESCRIPTION,
      website: PROJECT_WEBSITE,
    });
    const decision = await admin.send<{ projectId: number }>(
      'PATCH',
      `/api/project-submissions/${submission.id}/status`,
      {
        verificationStatus: 'approved',
      },
    );
    await admin.send('PATCH', `/api/admin/projects/${decision.projectId}/verify`, { verified: true });
    const listed = (await directory()).find((project) => project.id === decision.projectId);
    if (!listed?.verified) throw new Error('the approved project is not listed as verified');
    return listed.slug;
  }

  return { adminSession, directory, listVerifiedProject, publishArticles };
}

export function publicPages(server: AppServer, browser: Browser) {
  return {
    async open(path: string, viewport?: { width: number; height: number }): Promise<Page> {
      const page = await browser.newPage(viewport);
      await page.goto(`${server.baseUrl}${path}`);
      return page;
    },
  };
}

export const main = (page: Page) => page.getByRole('main');
export const cards = (page: Page) => main(page).getByRole('article');
export const heading = (page: Page, name: string, level = 1) =>
  main(page).getByRole('heading', { name, level, exact: true });
