import { readFileSync } from 'node:fs';
import type { Alias, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config';

function reactRouterFiles(mode: string): string[] {
  const config = (viteConfig as (env: { command: 'build'; mode: string }) => UserConfig)({ command: 'build', mode });
  return (config.resolve?.alias as Alias[]).map((alias) => alias.replacement);
}

describe('vite.config: react-router build', () => {
  it('bundles react-router without its development warnings in a production build', () => {
    const files = reactRouterFiles('production');
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/[\\/]dist[\\/]production[\\/]/);
    const code = files.map((file) => readFileSync(file, 'utf8')).join('\n');
    const chunks = [...code.matchAll(/from\s+"\.\/(chunk-[\w-]+\.mjs)"/g)].map((match) => match[1]);
    const dir = files[0].slice(0, -'index.mjs'.length);
    const flags = chunks.map((chunk) => readFileSync(dir + chunk, 'utf8').match(/ENABLE_DEV_WARNINGS = (\w+)/)?.[1]).filter(Boolean);
    expect(flags.length).toBeGreaterThan(0);
    expect(new Set(flags)).toEqual(new Set(['false']));
  });

  it('keeps the development build, with its warnings, outside production builds', () => {
    for (const file of reactRouterFiles('development')) expect(file).toMatch(/[\\/]dist[\\/]development[\\/]/);
  });
});
