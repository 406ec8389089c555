/** A dialog's paper keeps a 16px margin on every side, on phones too. */
export const dialogSlotProps = { paper: { sx: { m: 2, width: 'calc(100% - 32px)' } } } as const;

/** The same, outlined on the page's paper colour: the dialogs with fields (admin actions, deleting an account). */
export const outlinedDialogSlotProps = {
  paper: { variant: 'outlined', sx: { m: 2, width: 'calc(100% - 32px)', backgroundColor: 'background.paper' } },
} as const;
