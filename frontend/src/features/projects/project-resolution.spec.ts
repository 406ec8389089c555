import { describe, expect, it } from 'vitest';
import { directoryProject } from '../../test-support/fixtures';
import { resolveProjectPage } from './project-resolution';

const listing = directoryProject();

describe('resolveProjectPage', () => {
  it('shows a fixed project at once, even while the directory is loading or failed', () => {
    expect(resolveProjectPage('binance', undefined, false)).toMatchObject({
      kind: 'found',
      project: { name: 'Binance' },
    });
    expect(resolveProjectPage('binance', undefined, true)).toMatchObject({
      kind: 'found',
      project: { name: 'Binance' },
    });
  });

  it('finds a directory project by slug', () => {
    expect(resolveProjectPage('orbit-quest-7', [listing], false)).toMatchObject({
      kind: 'found',
      project: { name: 'Orbit Quest' },
    });
  });

  it('waits for the directory before deciding an unknown id', () => {
    expect(resolveProjectPage('orbit-quest-7', undefined, false)).toEqual({ kind: 'loading' });
  });

  it("shows 'Project Not Found' for an unknown id, also when the directory failed", () => {
    expect(resolveProjectPage('nope', [listing], false)).toEqual({ kind: 'not-found', directoryFailed: false });
    expect(resolveProjectPage('nope', undefined, true)).toEqual({ kind: 'not-found', directoryFailed: true });
    expect(resolveProjectPage(undefined, undefined, true)).toEqual({ kind: 'not-found', directoryFailed: true });
  });
});
