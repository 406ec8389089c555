import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const REPO_ROOT = resolve(__dirname, '../../..');

let requirements: string;
let testedLts: number;

beforeAll(async () => {
  const readme = await readFile(join(REPO_ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf('\n## Requirements\n');
  requirements = start < 0 ? '' : readme.slice(start, readme.indexOf('\n## ', start + 1));
  testedLts = Number(/^NODE_LTS_MAJOR=(\d+)$/m.exec(await readFile(join(REPO_ROOT, '.ci/node-lts'), 'utf8'))?.[1]);
});

describe("README's Requirements", () => {
  it("name the Node.js line these tests run on as tested (CI runs them on its own Node.js, then on .ci/node-lts's)", () => {
    expect(requirements).not.toBe('');
    const running = Number(process.versions.node.split('.')[0]);
    expect(requirements).toMatch(new RegExp(`Node\\.js ${running}\\b`));
    expect(requirements).toMatch(new RegExp(`Node\\.js ${testedLts} LTS \\(\`\\.ci/node-lts\`\\)`));
  });

  it('say plainly that Node.js 20 is past its end of life', () => {
    expect(requirements).toMatch(/Node\.js 20 is past its end of life/);
  });
});
