import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useToast } from '../lib/use-toast';
import { renderWithProviders } from '../test-support/render-with-providers';

/** A dialog whose action raises a toast while the dialog stays open, as a failed save does. */
function DialogRaisingToast() {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Edit</DialogTitle>
        <Button onClick={() => toast({ title: 'Could not save', variant: 'error' })}>Save</Button>
      </Dialog>
    </>
  );
}

describe('ToastRegion', () => {
  it('stays heard while a modal dialog hides the page behind it', async () => {
    const { user } = renderWithProviders(<DialogRaisingToast />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    // Without `hidden`: only what assistive technology can reach is found.
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    expect(await within(region).findByText('Could not save')).toBeTruthy();
    expect(region.closest('[aria-hidden="true"]')).toBeNull();
    // The page behind the dialog is still hidden, as the dialog wants.
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
  });
});
