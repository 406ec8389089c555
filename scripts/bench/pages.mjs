// Server-rendered pages in `npm run bench`: a partner article page (/articles/partner-{id}) and a
// project page (/project/nft-1, with the directory and its owner badges), rendered on request and
// then kept, against the static prerendered /articles/2 (a fixed article), all as a browser asks for them (Brotli), 50
// connections, alternating autocannon runs (three each, after a 2 s warm-up of each; medians).
import { join } from 'node:path';
import { alternatingLoads } from './api.mjs';
import { ROOT, sessionCookieOf, startBenchApp } from './support.mjs';

export const PAGE_TARGETS = { renderedP99Ms: 25, staticToRendered: 1.5 };
const ADMIN = { username: 'bench_admin', password: 'bench-admin-password' };

async function send(url, method, path, body, cookie) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** A partner article published through moderation, as the site gets them; its id. */
async function publishedArticle(url) {
  const writer = sessionCookieOf(
    await send(url, 'POST', '/api/auth/signup', { username: 'bench_writer', password: 'bench-writer-password' }),
  );
  await send(
    url,
    'POST',
    '/api/partner/profile',
    {
      companyName: 'Bench Exchange',
      website: 'https://bench.example',
      description: 'A spot exchange for verified traders.',
      referralCode: 'BENCH2026',
    },
    writer,
  );
  const paragraph = '<p>Verified users trade more, stay longer and cost less to keep than any bought signup.</p>';
  const submitted = await send(
    url,
    'POST',
    '/api/article-submissions',
    {
      title: 'Verified Users Trade More',
      category: 'DeFi',
      excerpt: 'What we learned onboarding verified traders.',
      content: `<h2>What we measured</h2>${paragraph.repeat(12)}`,
    },
    writer,
  );
  const { id } = (await submitted.json()).data;
  const admin = sessionCookieOf(await send(url, 'POST', '/api/auth/login', ADMIN));
  await send(url, 'PATCH', `/api/admin/articles/${id}/publish`, { published: true }, admin);
  return id;
}

export async function measurePages() {
  const { url, stop } = await startBenchApp('pages', {
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    STATIC_DIR: join(ROOT, 'frontend/dist'),
  });
  try {
    const id = await publishedArticle(url);
    const rendered = `/articles/partner-${id}`;
    const html = await (await fetch(`${url}${rendered}`)).text();
    if (!html.includes('Verified Users Trade More</h1>')) throw new Error(`${rendered} was not rendered on the server`);
    const headers = { 'accept-encoding': 'br' };
    const summary = await alternatingLoads(
      {
        static: { url: `${url}/articles/2`, headers },
        rendered: { url: `${url}${rendered}`, headers },
        project: { url: `${url}/project/nft-1`, headers },
      },
      { announce: (name, round) => console.log(`Loading the ${name} page, round ${round + 1}...`) },
    );
    return { path: rendered, ...summary };
  } finally {
    await stop();
  }
}

export function pagesSection(result, check) {
  const rps = (value) => Math.round(value).toLocaleString('en-US');
  const ratio = result.static.requestsPerSecond / result.rendered.requestsPerSecond;
  const projectRatio = result.static.requestsPerSecond / result.project.requestsPerSecond;
  return [
    '',
    '## Server-rendered pages',
    '',
    `A partner article page (${result.path}), rendered on the server on request and then kept, against the static`,
    'prerendered /articles/2 (a fixed article); both with their heads, Brotli as browsers ask, autocannon 50 connections, alternating 10 s runs',
    '(three each, after a 2 s warm-up of each; medians):',
    '',
    '| Page | req/s (median) | p50 / p99 ms | Errors | runs: req/s (p99 ms) |',
    '|---|---|---|---|---|',
    ...[
      ['static', '/articles/2 (prerendered at build)'],
      ['rendered', `${result.path} (rendered on request)`],
      ['project', '/project/nft-1 (rendered on request, with the directory and its owner badges)'],
    ].map(
      ([side, label]) =>
        `| ${label} | ${rps(result[side].requestsPerSecond)} | ${result[side].p50} / ${result[side].p99} | ` +
        `${result[side].errors} ${check(result[side].errors === 0, `${side} page: ${result[side].errors} errors`)} | ` +
        `${result[side].runs.map((run) => `${rps(run.requestsPerSecond)} (${run.p99})`).join(', ')} |`,
    ),
    '',
    `Rendered page p99: **${result.rendered.p99} ms** (target ≤ ${PAGE_TARGETS.renderedP99Ms}) ` +
      check(result.rendered.p99 <= PAGE_TARGETS.renderedP99Ms, `rendered page p99 ${result.rendered.p99} ms`),
    '',
    `Static over rendered throughput: **${ratio.toFixed(2)}** (target ≤ ${PAGE_TARGETS.staticToRendered}) ` +
      check(ratio <= PAGE_TARGETS.staticToRendered, `rendered page ${ratio.toFixed(2)}× slower than the static one`),
    '',
    `Static over project page throughput: **${projectRatio.toFixed(2)}** (target ≤ ${PAGE_TARGETS.staticToRendered}) ` +
      check(
        projectRatio <= PAGE_TARGETS.staticToRendered,
        `project page ${projectRatio.toFixed(2)}× slower than the static one`,
      ),
  ];
}
