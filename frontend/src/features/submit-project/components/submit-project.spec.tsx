import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProjectSubmission } from '../../../lib/api-types';
import { data, heldAnswer, refusal, stubFetch } from '../../../test-support/fetch-stub';
import { projectSubmission } from '../../../test-support/fixtures';
import { fill, findToast, renderWithProviders, sessionUser } from '../../../test-support/render-with-providers';
import { SubmitProjectPage } from './SubmitProjectPage';

const submission = (overrides: Partial<ProjectSubmission> = {}): ProjectSubmission =>
  projectSubmission({ description: 'A swap', listingType: 'featured', paymentStatus: 'pending', ...overrides });

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const submitButton = () => screen.getByRole('button', { name: 'Submit Project' });

function renderPage() {
  return renderWithProviders(<SubmitProjectPage />, { user: sessionUser('user') });
}

async function fillIn(user: ReturnType<typeof renderWithProviders>['user']) {
  await fill(user, field('Project Name'), ' Moonswap ');
  await user.click(screen.getByRole('combobox', { name: /^Category/ }));
  await user.click(await screen.findByRole('option', { name: 'DeFi' }));
  await fill(user, field('Description'), 'A swap');
}

describe('SubmitProjectPage', () => {
  it('says so when the user has no submissions yet', async () => {
    stubFetch().on('GET', '/api/project-submissions', data([]));
    renderPage();
    expect(
      await screen.findByText('You have not submitted any projects yet. Fill in the form above to get listed.'),
    ).toBeVisible();
  });

  it('lists the own submissions with status badge and listing type', async () => {
    stubFetch().on('GET', '/api/project-submissions', data([submission()]));
    renderPage();
    const list = await screen.findByRole('list', { name: 'Your submissions' });
    expect(within(list).getByText('Moonswap')).toBeVisible();
    expect(within(list).getByText('Featured listing')).toBeVisible();
    expect(within(list).getByText('Payment pending')).toBeVisible();
  });

  it('shows a load failure with a retry that fetches the list again', async () => {
    const api = stubFetch().on('GET', '/api/project-submissions', refusal(500, 'Boom'));
    const { user } = renderPage();
    expect(await screen.findByText('We could not load your submissions.')).toBeVisible();

    api.on('GET', '/api/project-submissions', data([submission({ projectName: 'Second try' })]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Second try')).toBeVisible();
  });

  it('names each missing required field and sends nothing', async () => {
    const api = stubFetch().on('GET', '/api/project-submissions', data([]));
    const { user } = renderPage();
    await user.click(submitButton());

    expect(field('Project Name')).toHaveAccessibleDescription('Project name is required');
    expect(field('Description')).toHaveAccessibleDescription('Description is required');
    expect(await screen.findByText('Please choose a category')).toBeVisible();
    expect(api.sent('POST', '/api/project-submissions')).toEqual([]);
  });

  it('asks for website and logo as URLs', async () => {
    stubFetch().on('GET', '/api/project-submissions', data([]));
    const { user } = renderPage();
    await fillIn(user);
    await fill(user, field('Website'), 'moonswap.io');
    await fill(user, field('Logo URL'), 'logo.png');
    await user.click(submitButton());

    expect(field('Website')).toHaveAccessibleDescription(
      'Website must be a valid URL starting with http:// or https://',
    );
    expect(field('Logo URL')).toHaveAccessibleDescription(
      'Logo URL must be a valid URL starting with http:// or https://',
    );
  });

  it('sends the spec payload (free listing: payment completed), thanks the user and clears the form', async () => {
    const api = stubFetch()
      .on('GET', '/api/project-submissions', data([]))
      .on('POST', '/api/project-submissions', data(submission(), 201));
    const { user } = renderPage();
    await fillIn(user);
    await user.click(submitButton());

    expect(await findToast("Project submitted for review! We'll notify you once it's processed.")).toBeVisible();
    expect(api.sent('POST', '/api/project-submissions')[0]?.body).toEqual({
      projectName: 'Moonswap',
      category: 'DeFi',
      description: 'A swap',
      website: '',
      logo: '',
      twitter: '',
      telegram: '',
      listingType: 'free',
      paymentStatus: 'completed',
      verificationStatus: 'pending',
    });
    expect(field('Project Name')).toHaveValue('');
    // The list is fetched again after the submission.
    expect(api.sent('GET', '/api/project-submissions').length).toBeGreaterThanOrEqual(2);
  });

  it('sends a featured listing with payment pending', async () => {
    const api = stubFetch()
      .on('GET', '/api/project-submissions', data([]))
      .on('POST', '/api/project-submissions', data(submission(), 201));
    const { user } = renderPage();
    await fillIn(user);
    await user.click(screen.getByRole('radio', { name: 'Featured' }));
    await user.click(submitButton());

    await findToast('Success');
    expect(api.sent('POST', '/api/project-submissions')[0]?.body).toMatchObject({
      listingType: 'featured',
      paymentStatus: 'pending',
    });
  });

  it('reads "Submitting..." and is disabled while the submission is on its way', async () => {
    const held = heldAnswer();
    stubFetch()
      .on('GET', '/api/project-submissions', data([]))
      .on('POST', '/api/project-submissions', () => held.answer);
    const { user } = renderPage();
    await fillIn(user);
    await user.click(submitButton());

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    held.release(data(submission(), 201));
    expect(await screen.findByRole('button', { name: 'Submit Project' })).toBeEnabled();
  });

  it("shows the server's message in an 'Error' toast on a 400 and keeps the form", async () => {
    stubFetch()
      .on('GET', '/api/project-submissions', data([]))
      .on('POST', '/api/project-submissions', refusal(400, 'A project with this name is already listed'));
    const { user } = renderPage();
    await fillIn(user);
    await user.click(submitButton());

    expect(await findToast('A project with this name is already listed')).toBeVisible();
    expect(field('Project Name')).toHaveValue(' Moonswap ');
  });

  it("falls back to 'Failed to submit project' when the refusal has no message", async () => {
    stubFetch()
      .on('GET', '/api/project-submissions', data([]))
      .on('POST', '/api/project-submissions', new Response('', { status: 502 }));
    const { user } = renderPage();
    await fillIn(user);
    await user.click(submitButton());
    expect(await findToast('Failed to submit project')).toBeVisible();
  });
});
