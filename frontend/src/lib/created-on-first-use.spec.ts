import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createdOnFirstUse } from './created-on-first-use';

const SRC = new URL('..', import.meta.url).pathname;
const sourceFiles = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
  (file) => /\.tsx?$/.test(file) && !/\.spec\.tsx?$/.test(file),
);

describe('createdOnFirstUse', () => {
  it('makes nothing until the value is first asked for, then makes it once', () => {
    let made = 0;
    const formatter = createdOnFirstUse(() => {
      made += 1;
      return new Intl.NumberFormat('en-US');
    });
    expect(made).toBe(0);
    expect(formatter().format(1234)).toBe('1,234');
    expect(formatter()).toBe(formatter());
    expect(made).toBe(1);
  });

  it('is how every module gets its Intl formatters: none is built when a module is imported', () => {
    const builtOnImport = sourceFiles.flatMap((file) =>
      readFileSync(join(SRC, file), 'utf8')
        .split('\n')
        .filter((line) => /^(export )?const \w+ = new Intl\./.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(builtOnImport).toEqual([]);
  });
});
