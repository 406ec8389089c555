import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config';

function aliases(mode: string): Alias[] {
  const config = (viteConfig as (env: { command: 'build'; mode: string }) => UserConfig)({ command: 'build', mode });
  return config.resolve?.alias as Alias[];
}

function reactRouterFiles(mode: string): string[] {
  return aliases(mode)
    .filter((alias) => String(alias.find).includes('react-router'))
    .map((alias) => alias.replacement);
}

describe('vite.config: react-router build', () => {
  it('bundles react-router without its development warnings in a production build', () => {
    const files = reactRouterFiles('production');
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/[\\/]dist[\\/]production[\\/]/);
    const code = files.map((file) => readFileSync(file, 'utf8')).join('\n');
    const chunks = [...code.matchAll(/from\s+"\.\/(chunk-[\w-]+\.mjs)"/g)].map((match) => match[1]);
    const dir = files[0].slice(0, -'index.mjs'.length);
    const flags = chunks
      .map((chunk) => readFileSync(dir + chunk, 'utf8').match(/ENABLE_DEV_WARNINGS = (\w+)/)?.[1])
      .filter(Boolean);
    expect(flags.length).toBeGreaterThan(0);
    expect(new Set(flags)).toEqual(new Set(['false']));
  });

  it('keeps the development build, with its warnings, outside production builds', () => {
    for (const file of reactRouterFiles('development')) expect(file).toMatch(/[\\/]dist[\\/]development[\\/]/);
  });
});

describe('vite.config: Emotion', () => {
  it('resolves @emotion/styled to its /base entry, without the per-tag components nothing uses', () => {
    const emotion = aliases('production').filter((alias) => String(alias.find).includes('@emotion'));
    expect(emotion).toHaveLength(1);
    const [alias] = emotion;
    expect(alias.find).toBeInstanceOf(RegExp);
    expect((alias.find as RegExp).test('@emotion/styled')).toBe(true);
    expect((alias.find as RegExp).test('@emotion/styled/base')).toBe(false);
    expect(alias.replacement).toBe('@emotion/styled/base');
  });

  it("holds only while MUI calls styled(tag, options) and never one of styled's per-tag properties", () => {
    // The ES module build, which the browser build bundles.
    const engineDir = dirname(createRequire(import.meta.url).resolve('@mui/styled-engine'));
    const engine = readFileSync(join(engineDir, 'index.mjs'), 'utf8');
    const name = engine.match(/import (\w+) from '@emotion\/styled';/)?.[1];
    expect(name).toBeDefined();
    expect(engine).toMatch(new RegExp(`\\b${name}\\(tag, options\\)`));
    expect(engine).not.toMatch(new RegExp(`\\b${name}\\.\\w`));
  });
});
