import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../test-support/fetch-stub';
import { renderWithProviders } from '../../../test-support/render-with-providers';
import { ADMIN_LISTS } from '../utils/admin-lists';
import { useKeysetList } from './use-keyset-list';

/** Two changes in one go, as when a search is applied before the filter chosen just before it shows. */
function AuditControls() {
  const list = useKeysetList(ADMIN_LISTS.audit, 'Failed to load the audit log');
  return (
    <button
      type="button"
      onClick={() => {
        list.change({ filters: { action: 'project-submission.approve' } });
        list.change({ q: 'approved b' }, { replace: true });
      }}
    >
      Filter and search
    </button>
  );
}

/** Two steps back before the first shows, as two quick presses of "Previous page" are. */
function TwoStepsBack() {
  const list = useKeysetList(ADMIN_LISTS.audit, 'Failed to load the audit log');
  return (
    <button
      type="button"
      onClick={() => {
        list.previousPage();
        list.previousPage();
      }}
    >
      Back twice
    </button>
  );
}

describe('useKeysetList', () => {
  it('builds a change on the one asked for just before, not on the address the render still shows', async () => {
    stubFetch().on('GET', ADMIN_LISTS.audit.endpoint, json({ items: [], total: 0 }));
    const { user, router } = renderWithProviders(<AuditControls />, { route: '/?audit.targetType=project' });
    await user.click(screen.getByRole('button', { name: 'Filter and search' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      'audit.targetType': 'project',
      'audit.action': 'project-submission.approve',
      'audit.q': 'approved b',
    });
  });

  it('takes a second step back from where the first one went', async () => {
    stubFetch().on('GET', ADMIN_LISTS.audit.endpoint, json({ items: [], total: 0 }));
    const { user, router } = renderWithProviders(<TwoStepsBack />, {
      route: '/?audit.q=approved&audit.cursor=first&audit.cursor=second',
    });
    await user.click(screen.getByRole('button', { name: 'Back twice' }));
    expect(router.state.location.search).toBe('?audit.q=approved');
  });
});
