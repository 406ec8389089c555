// Builds the client and the server when their build output is missing or older than
// their sources, so `npm start` works on a fresh clone and starts fast afterwards.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

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
    sources: ['frontend/src', 'frontend/public', 'frontend/scripts', 'frontend/index.html', 'frontend/vite.config.ts', 'frontend/package.json'],
  },
  {
    name: 'backend',
    output: 'backend/dist/main.js',
    sources: ['backend/src', 'backend/tsconfig.build.json', 'backend/package.json', 'tsconfig.json'],
  },
];

for (const workspace of workspaces) {
  if (builtAt(workspace.output) >= newestModification(workspace.sources)) continue;
  console.log(`Building ${workspace.name}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace.name], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
