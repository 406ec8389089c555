import type { Palette } from '@mui/material/styles';

/** Spec §9: pies use five colours, taken from the theme so they match the rest of the app. */
export function piePalette(palette: Palette): readonly string[] {
  return [palette.primary.main, palette.secondary.main, palette.success.main, palette.warning.main, palette.info.main];
}
