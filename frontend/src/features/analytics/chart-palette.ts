import type { Palette } from '@mui/material/styles';

/** Spec §9: the region pie uses five colours, taken from the theme so it matches the rest of the app. */
export function piePalette(palette: Palette): readonly string[] {
  return [
    palette.primary.main,
    palette.secondary.main,
    palette.success.main,
    palette.warning.main,
    palette.info.main,
  ];
}
