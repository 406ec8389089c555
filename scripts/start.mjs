// `npm start`: builds what changed, then runs the server in this same process. package.json
// starts this script with `exec`, so no shell stays between npm and the server: the SIGTERM or
// SIGINT that a process manager (or `docker stop`, or `kill`) sends npm, and npm passes on to
// its child, reaches the server itself, which drains and stops (backend/src/main.ts).
import { buildIfNeeded } from './build-if-needed.mjs';

await buildIfNeeded();
await import('../backend/dist/main.js');
