import { describe, expect, it } from 'vitest';
import { theme } from '../../theme/theme';
import { piePalette } from './chart-palette';

describe('piePalette', () => {
  it('has five distinct theme colours', () => {
    const colors = piePalette(theme.palette);
    expect(colors).toHaveLength(5);
    expect(new Set(colors).size).toBe(5);
    expect(colors[0]).toBe(theme.palette.primary.main);
  });
});
