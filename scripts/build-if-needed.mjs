// Builds the client and the server when their build output is missing or older than
// their sources, so `npm start` works on a fresh clone and starts fast afterwards.
// `node scripts/build-if-needed.mjs` runs it on its own (npm run backup/restore);
// scripts/start.mjs imports it.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function newestModification(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stats = statSync(path);
    if (stats.isDirectory()) {
      for (const entry of readdirSync(path)) visit(join(path, entry));
    } else {
      newest = Math.max(newest, stats.mtimeMs);
    }
  };
  paths.forEach((path) => visit(join(root, path)));
  return newest;
}

function builtAt(file) {
  const path = join(root, file);
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

const workspaces = [
  {
    name: 'frontend',
    output: 'frontend/dist/index.html',
    sources: [
      'frontend/src',
      'frontend/public',
      'frontend/scripts',
      'frontend/index.html',
      'frontend/vite.config.ts',
      'frontend/package.json',
      'packages/article-html',
    ],
  },
  {
    name: 'backend',
    output: 'backend/dist/main.js',
    sources: [
      'backend/src',
      'backend/tsconfig.build.json',
      'backend/package.json',
      'tsconfig.json',
      'packages/article-html',
    ],
  },
];

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const SIGNAL_NUMBERS = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };

/**
 * Runs `npm run build -w <name>`. A stop signal meanwhile is passed on to the build, and this
 * process then exits as that signal would have ended it, instead of leaving the build running.
 */
function build(name) {
  return new Promise((resolveBuild) => {
    const child = spawn('npm', ['run', 'build', '-w', name], { cwd: root, stdio: 'inherit' });
    let stoppedBy;
    const stop = (signal) => {
      stoppedBy ??= signal;
      child.kill(signal);
    };
    for (const signal of STOP_SIGNALS) process.on(signal, stop);
    child.on('exit', (code, signal) => {
      for (const stopSignal of STOP_SIGNALS) process.removeListener(stopSignal, stop);
      if (stoppedBy) process.exit(128 + SIGNAL_NUMBERS[stoppedBy]);
      if (code !== 0) process.exit(code ?? 128 + (SIGNAL_NUMBERS[signal] ?? 0));
      resolveBuild();
    });
  });
}

/** Builds each workspace whose output is missing or older than its sources. */
export async function buildIfNeeded() {
  for (const workspace of workspaces) {
    if (builtAt(workspace.output) >= newestModification(workspace.sources)) continue;
    console.log(`Building ${workspace.name}...`);
    await build(workspace.name);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildIfNeeded();
