import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { data, refusal, stubFetch, type FetchStub } from '../../../test-support/fetch-stub';
import { fill, findToast, renderWithProviders, sessionUser } from '../../../test-support/render-with-providers';
import { IssueQuoteDialog } from './IssueQuoteDialog';

const QUOTES = '/api/admin/project-submissions/4/quotes';
const TOKEN = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';

function renderDialog(api: FetchStub) {
  const onClose = vi.fn();
  api
    .on('GET', '/api/auth/wallet/options', data({ chainIds: [8453, 1], walletConnectProjectId: null }))
    .on(
      'GET',
      '/api/project-submissions/4/payment',
      data({ submissionId: 4, listingType: 'featured', paymentStatus: 'pending', quote: null, payments: [] }),
    );
  const rendered = renderWithProviders(
    <IssueQuoteDialog submission={{ id: 4, projectName: 'Moonswap' }} onClose={onClose} />,
    { user: sessionUser('admin') },
  );
  return { ...rendered, api, onClose, dialog: screen.getByRole('dialog', { name: 'Issue a quote for Moonswap' }) };
}

const textbox = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('IssueQuoteDialog', () => {
  it('checks amount and token address before sending', async () => {
    const { user, api, dialog } = renderDialog(stubFetch());
    await fill(user, textbox(dialog, 'Amount'), '0');
    await fill(user, textbox(dialog, 'Token contract address'), '0x1234');
    await user.click(within(dialog).getByRole('button', { name: 'Issue quote' }));
    expect(textbox(dialog, 'Amount')).toHaveAccessibleDescription('Enter a positive amount, e.g. 250 or 0.05');
    expect(textbox(dialog, 'Token contract address')).toHaveAccessibleDescription(
      'A contract address is 0x followed by 40 hexadecimal characters',
    );
    expect(api.sent('POST', QUOTES)).toEqual([]);
  });

  it('sends the quote on the first accepted chain, says "Quote issued" and closes', async () => {
    const { user, api, dialog, onClose } = renderDialog(stubFetch().on('POST', QUOTES, data({ id: 1 }, 201)));
    await within(dialog).findByRole('combobox', { name: /Chain/ });
    await fill(user, textbox(dialog, 'Amount'), '250');
    await fill(user, textbox(dialog, 'Token contract address'), TOKEN);
    await user.click(within(dialog).getByRole('button', { name: 'Issue quote' }));
    expect(await findToast('Quote issued')).toBeVisible();
    expect(api.sent('POST', QUOTES).map((request) => request.body)).toEqual([
      { amount: '250', token: TOKEN, chainId: 8453, validityDays: 7 },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it("keeps the dialog open with the server's reason", async () => {
    const { user, dialog, onClose } = renderDialog(
      stubFetch().on(
        'POST',
        QUOTES,
        refusal(503, 'Set TREASURY_ADDRESS (the address listing payments are sent to) before issuing quotes'),
      ),
    );
    await user.click(within(dialog).getByRole('radio', { name: /chain's currency/ }));
    await fill(user, textbox(dialog, 'Amount'), '0.05');
    await user.click(within(dialog).getByRole('button', { name: 'Issue quote' }));
    expect(await within(dialog).findByText(/Set TREASURY_ADDRESS/)).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });
});
