// Hot reload for both sides: the TypeScript compiler and node --watch restart the API on
// port 3000; Vite serves the client on port 5173 and proxies /api to it.
import { spawn, spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const build = spawnSync('npm', ['run', 'build', '-w', 'backend'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [
  spawn('npm', ['run', 'build', '-w', 'backend', '--', '--watch', '--preserveWatchOutput'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn('node', ['--watch', 'backend/dist/main.js'], {
    cwd: root,
    stdio: 'inherit',
    // Colored log lines for people; `npm start` prints JSON lines for machines.
    env: { NODE_ENV: 'development', LOG_FORMAT: 'pretty', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', 'frontend'], { cwd: root, stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
