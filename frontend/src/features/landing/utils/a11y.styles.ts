/** Hides content visually while keeping it in the accessibility tree. */
export const visuallyHiddenSx = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Cards clip their content, so the focus ring of a full-card control is drawn inside it. */
export const insetFocusRingSx = {
  '&.Mui-focusVisible': { outlineOffset: '-3px' },
} as const;
