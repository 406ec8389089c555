import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { data, heldAnswer, refusal, stubFetch } from '../../../test-support/fetch-stub';
import { directoryProject } from '../../../test-support/fixtures';
import { renderWithProviders } from '../../../test-support/render-with-providers';
import { ProjectDetailPage } from './ProjectDetailPage';
import { ProjectsByCategoryPage } from './ProjectsByCategoryPage';

const PROJECTS = '/api/projects';

const listing = directoryProject;

const renderDetail = (id: string) =>
  renderWithProviders(<ProjectDetailPage />, { path: '/projects/:category/:id', route: `/projects/gamefi/${id}` });

describe('ProjectDetailPage', () => {
  it('shows a fixed project without waiting for the directory', () => {
    const held = heldAnswer();
    stubFetch().on('GET', PROJECTS, () => held.answer);
    renderDetail('binance');
    expect(screen.getByRole('heading', { level: 1, name: /Binance/ })).toBeVisible();
  });

  it('waits for the directory to show a listed project', async () => {
    const held = heldAnswer();
    stubFetch().on('GET', PROJECTS, () => held.answer);
    renderDetail('orbit-quest-7');
    expect(screen.getByRole('progressbar', { name: 'Loading project' })).toBeVisible();
    held.release(data([listing()]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Orbit Quest' })).toBeVisible();
  });

  it('says "Project Not Found" for a project the directory does not list', async () => {
    stubFetch().on('GET', PROJECTS, data([listing()]));
    renderDetail('no-such-project');
    expect(await screen.findByRole('heading', { name: 'Project Not Found' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Look again' })).not.toBeInTheDocument();
  });

  it('offers to look again when the directory could not be read', async () => {
    const api = stubFetch().on('GET', PROJECTS, refusal(500, 'Boom'));
    const { user } = renderDetail('orbit-quest-7');
    expect(await screen.findByRole('heading', { name: 'Project Not Found' })).toBeVisible();

    api.on('GET', PROJECTS, data([listing()]));
    await user.click(screen.getByRole('button', { name: 'Look again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Orbit Quest' })).toBeVisible();
  });
});

describe('ProjectsByCategoryPage', () => {
  const renderCategory = (category: string) =>
    renderWithProviders(<ProjectsByCategoryPage />, { path: '/projects/:category', route: `/projects/${category}` });

  it('adds listed projects of the category, and lists the others below', async () => {
    stubFetch().on(
      'GET',
      PROJECTS,
      data([
        listing(),
        listing({ id: 101, slug: 'vault-1', name: 'Vault Wallet', category: 'wallets', categoryPage: null }),
      ]),
    );
    renderCategory('gamefi');
    expect(await screen.findByRole('heading', { name: 'Orbit Quest' })).toBeVisible();
    const others = screen.getByRole('region', { name: 'Other projects' });
    expect(others).toHaveTextContent('Vault Wallet');
    expect(others).not.toHaveTextContent('Orbit Quest');
  });

  it('shows the fixed projects when the directory cannot be read', async () => {
    const api = stubFetch().on('GET', PROJECTS, refusal(500, 'Boom'));
    renderCategory('gamefi');
    await screen.findAllByRole('article');
    expect(api.sent('GET', PROJECTS)).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Other projects' })).not.toBeInTheDocument();
  });

  it('says "Category Not Found" for an unknown category', () => {
    stubFetch().on('GET', PROJECTS, data([]));
    renderCategory('memecoins');
    expect(screen.getByRole('heading', { name: 'Category Not Found' })).toBeVisible();
  });
});
