import type { SxProps, Theme } from '@mui/material/styles';

type SxItem = Exclude<SxProps<Theme>, ReadonlyArray<unknown>> | boolean;

/**
 * A caller's `sx` as a list, to follow a component's own styles in one `sx` array (MUI's way of
 * merging them: later entries win).
 */
export function sxItems(sx: SxProps<Theme> | undefined): readonly SxItem[] {
  if (sx === undefined) return [];
  return Array.isArray(sx) ? (sx as readonly SxItem[]) : [sx as SxItem];
}
