import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { ROOT } from './support.mjs';

const DIST = join(ROOT, 'frontend/dist');

function staticImports(file) {
  const code = readFileSync(join(DIST, 'assets', file), 'utf8');
  const found = new Set();
  for (const match of code.matchAll(/(?:from\s*|import\s*)["']\.\/([^"']+\.js)["']/g)) found.add(match[1]);
  return [...found];
}

/**
 * What the browser downloads to show and start the landing page: the scripts and styles the
 * served page names (the prerendered page when the build made one, else index.html), the
 * styles it carries inline, the landing route chunk if there is one, and everything they
 * import statically.
 */
export function landingInitialBytes() {
  const prerendered = join(DIST, 'prerendered/index.html');
  const html = readFileSync(existsSync(prerendered) ? prerendered : join(DIST, 'index.html'), 'utf8');
  const files = new Set();
  for (const match of html.matchAll(/(?:src|href)="\/assets\/([^"]+\.(?:js|css))"/g)) files.add(match[1]);
  const landingChunk = readdirSync(join(DIST, 'assets')).find((file) => /^LandingPage-.*\.js$/.test(file));
  if (landingChunk) files.add(landingChunk);
  const queue = [...files].filter((file) => file.endsWith('.js'));
  while (queue.length > 0) {
    for (const imported of staticImports(queue.pop())) {
      if (!files.has(imported)) {
        files.add(imported);
        queue.push(imported);
      }
    }
  }
  let gzipBytes = 0;
  for (const file of files) gzipBytes += gzipSync(readFileSync(join(DIST, 'assets', file)), { level: 9 }).length;
  const inlineCss = Array.from(html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g), (match) => match[1]).join('');
  if (inlineCss) gzipBytes += gzipSync(inlineCss, { level: 9 }).length;
  return { files: [...files].sort().concat(inlineCss ? ['(inline <style> in the page)'] : []), gzipBytes };
}

const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

function runLighthouse(url) {
  let output;
  try {
    output = execFileSync(
      join(ROOT, 'node_modules/.bin/lighthouse'),
      [url, '--output=json', '--quiet', `--chrome-flags=${CHROME_FLAGS}`],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
        maxBuffer: 256 * 1024 * 1024,
      },
    );
  } catch (error) {
    // Lighthouse exits non-zero when its own trace recording fails (NO_NAVSTART and the like).
    output = error.stdout;
    if (!output?.length) throw error;
  }
  try {
    return JSON.parse(output.toString());
  } catch (error) {
    // A failed run may also leave its report cut short.
    return { runtimeError: { code: 'UNREADABLE_REPORT', message: error.message } };
  }
}

/** A run whose trace Lighthouse could not record says nothing about the page: run it again. */
function lighthouseReport(url, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    const report = runLighthouse(url);
    if (!report.runtimeError) return report;
    if (attempt === attempts) throw new Error(`Lighthouse failed on ${url}: ${report.runtimeError.message}`);
    console.log(`Lighthouse could not measure ${url} (${report.runtimeError.code}); running it again`);
  }
}

function summary(report) {
  const score = (category) => Math.round(report.categories[category].score * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: report.audits['cumulative-layout-shift'].numericValue,
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
    benchmarkIndex: report.environment.benchmarkIndex,
  };
}

/**
 * Lighthouse's mobile preset, five runs. The run reported is the one Lighthouse's own
 * `computeMedianRun` picks (closest to the median FCP and TTI), as its variability guide
 * advises: the median of five runs is about twice as stable as one run. `runs` lists every
 * run's performance score, TBT and the machine's CPU benchmark index, so a result can be read
 * against the noise of the machine that produced it.
 */
export function lighthouse(url, runs = 5) {
  const reports = Array.from({ length: runs }, () => lighthouseReport(url));
  return { ...summary(computeMedianRun(reports)), runs: reports.map(summary) };
}
