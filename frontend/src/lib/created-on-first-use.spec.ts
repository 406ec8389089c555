import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createdOnFirstUse } from './created-on-first-use';

const SRC = new URL('..', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

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
    const builtOnImport = sourceFiles(SRC).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /^(export )?const \w+ = new Intl\./.test(line))
        .map((line) => `${relative(SRC, file)}: ${line.trim()}`),
    );
    expect(builtOnImport).toEqual([]);
  });
});
