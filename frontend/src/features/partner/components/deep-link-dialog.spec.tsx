import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { stubFetch } from '../../../test-support/fetch-stub';
import { fill, findToast, renderWithProviders, sessionUser } from '../../../test-support/render-with-providers';
import { DeepLinkDialog } from './DeepLinkDialog';

function renderDialog() {
  stubFetch();
  const onClose = vi.fn();
  const rendered = renderWithProviders(<DeepLinkDialog code="LOVELACE" onClose={onClose} />, {
    user: sessionUser('partner'),
  });
  return { ...rendered, onClose, dialog: screen.getByRole('dialog', { name: 'Deep link for LOVELACE' }) };
}

const result = () => screen.getByLabelText('Your link');

describe('DeepLinkDialog', () => {
  it('starts with the plain referral link', () => {
    renderDialog();
    expect(result()).toHaveTextContent(`${window.location.origin}/r/LOVELACE`);
  });

  it('adds the page and the tags to the link as they are typed', async () => {
    const { user } = renderDialog();
    await fill(user, screen.getByRole('textbox', { name: 'Page on this site' }), '/articles/3');
    await fill(user, screen.getByRole('textbox', { name: 'utm_source (optional)' }), 'twitter');
    await fill(user, screen.getByRole('textbox', { name: 'utm_campaign (optional)' }), ' spring ');
    expect(result()).toHaveTextContent(
      `${window.location.origin}/r/LOVELACE?to=%2Farticles%2F3&utm_source=twitter&utm_campaign=spring`,
    );
  });

  it('refuses a page of another site and gives no link to copy', async () => {
    const { user } = renderDialog();
    const page = screen.getByRole('textbox', { name: 'Page on this site' });
    await fill(user, page, '//evil.example/');
    expect(page).toHaveAccessibleDescription(
      'Enter a path on this site that starts with a single /, such as /articles/3.',
    );
    expect(result()).toHaveTextContent('Fix the fields above to get a link.');
    expect(screen.getByRole('button', { name: 'Copy deep link' })).toBeDisabled();
  });

  it('refuses encoded slashes', async () => {
    const { user } = renderDialog();
    const page = screen.getByRole('textbox', { name: 'Page on this site' });
    await fill(user, page, '/r/%2F%2Fevil.example');
    expect(page).toHaveAccessibleDescription('A path cannot contain encoded slashes (%2F, %5C).');
  });

  it('copies the link and says so', async () => {
    const { user } = renderDialog();
    await fill(user, screen.getByRole('textbox', { name: 'Page on this site' }), '/projects/defi');
    await user.click(screen.getByRole('button', { name: 'Copy deep link' }));
    const link = `${window.location.origin}/r/LOVELACE?to=%2Fprojects%2Fdefi`;
    expect(await findToast(link)).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it('asks to copy by hand when the browser refuses', async () => {
    const { user } = renderDialog();
    const refused = vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Denied'));
    onTestFinished(() => refused.mockRestore());
    await user.click(screen.getByRole('button', { name: 'Copy deep link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not copy the link. Select it and copy it by hand.',
    );
  });

  it('closes with either Close button', async () => {
    const { user, onClose, dialog } = renderDialog();
    const buttons = within(dialog).getAllByRole('button', { name: 'Close' });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) await user.click(button);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
