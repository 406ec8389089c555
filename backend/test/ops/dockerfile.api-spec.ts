import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const REPO_ROOT = resolve(__dirname, '../../..');
/** The Node.js LTS lines README.md recommends deploying on (Node.js 20 is past its end of life). */
const DEPLOYABLE_LTS = [24, 26];

let dockerfile: string;
/** The LTS line CI runs the tests on a second time (`.ci/node-lts`). */
let testedLts: number;

beforeAll(async () => {
  dockerfile = await readFile(join(REPO_ROOT, 'Dockerfile'), 'utf8');
  testedLts = Number(/^NODE_LTS_MAJOR=(\d+)$/m.exec(await readFile(join(REPO_ROOT, '.ci/node-lts'), 'utf8'))?.[1]);
});

describe('Dockerfile', () => {
  it('builds and runs on a supported Node.js LTS line, the one CI tests, the same in both stages', () => {
    const bases = [...dockerfile.matchAll(/^FROM\s+(\S+)/gm)].map((match) => match[1]);
    expect(bases.length).toBeGreaterThanOrEqual(2);
    const major = Number(/^node:(\d+)\b/.exec(bases[0])?.[1]);
    expect(new Set(bases).size, bases.join(', ')).toBe(1);
    expect(DEPLOYABLE_LTS, bases[0]).toContain(major);
    expect(major, `${bases[0]}, while .ci/node-lts tests Node.js ${testedLts}`).toBe(testedLts);
  });

  it("runs node itself as the container's first process, so `docker stop` signals the server, not npm or a shell", () => {
    const command = /^CMD\s+(.+)$/m.exec(dockerfile)?.[1];
    expect(command).toBeDefined();
    // The exec form (a JSON array): no shell in between, and not npm, which would stand between
    // the container's stop signal and the server.
    const argv = JSON.parse(command!) as string[];
    expect(argv[0]).toBe('node');
    expect(argv).toContain('backend/dist/main.js');
    expect(dockerfile).not.toMatch(/^ENTRYPOINT/m);
  });
});
