import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { data, heldAnswer, refusal, stubFetch } from '../../../test-support/fetch-stub';
import { renderWithProviders } from '../../../test-support/render-with-providers';
import { CommunityPage } from './CommunityPage';

const INSIGHTS = '/api/project-insights';

describe('CommunityPage', () => {
  it('shows a loader until the figures come, then says when there are none yet', async () => {
    const held = heldAnswer();
    stubFetch()
      .on('GET', INSIGHTS, () => held.answer)
      .on('GET', '/api/projects', data([]));
    renderWithProviders(<CommunityPage />, { path: '/community' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading community figures...');
    held.release(data([]));
    expect(await screen.findByRole('heading', { name: 'No project insights yet' })).toBeVisible();
  });

  it('shows a failure with a retry that reads the figures again', async () => {
    const api = stubFetch().on('GET', INSIGHTS, refusal(500, 'Boom')).on('GET', '/api/projects', data([]));
    const { user } = renderWithProviders(<CommunityPage />, { path: '/community' });
    expect(await screen.findByText('We could not load the community figures. Please try again.')).toBeVisible();

    api.on('GET', INSIGHTS, data([]));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No project insights yet' })).toBeVisible();
    expect(api.sent('GET', INSIGHTS)).toHaveLength(2);
  });
});
