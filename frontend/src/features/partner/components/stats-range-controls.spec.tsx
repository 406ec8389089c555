import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test-support/fetch-stub';
import { renderWithProviders, sessionUser } from '../../../test-support/render-with-providers';
import type { StatsRange } from '../utils/stats-view';
import { StatsRangeControls } from './StatsRangeControls';

function renderControls(range: StatsRange = { kind: 'preset', days: 30 }) {
  stubFetch();
  const onChange = vi.fn<(range: StatsRange) => void>();
  const rendered = renderWithProviders(<StatsRangeControls range={range} onChange={onChange} />, {
    user: sessionUser('partner'),
  });
  return { ...rendered, onChange };
}

const presets = () => screen.getByRole('group', { name: 'Date range' });

async function setDate(user: ReturnType<typeof renderWithProviders>['user'], label: string, value: string) {
  const input = screen.getByLabelText(new RegExp(`^${label}`));
  await user.clear(input);
  if (value) await user.type(input, value);
}

describe('StatsRangeControls', () => {
  it('marks the preset in use and asks for another one', async () => {
    const { user, onChange } = renderControls();
    expect(within(presets()).getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(presets()).getByRole('button', { name: '7 days' }));
    expect(onChange).toHaveBeenCalledWith({ kind: 'preset', days: 7 });
  });

  it('opens the custom range prefilled with the dates shown, and asks for nothing yet', async () => {
    const { user, onChange } = renderControls({ kind: 'custom', from: '2026-01-01', to: '2026-01-31' });
    expect(within(presets()).getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'true');
    const form = screen.getByRole('form', { name: 'Custom date range' });
    expect(within(form).getByLabelText(/^From/)).toHaveValue('2026-01-01');
    expect(within(form).getByLabelText(/^To/)).toHaveValue('2026-01-31');
    await user.click(within(presets()).getByRole('button', { name: 'Custom' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('applies a valid custom range', async () => {
    const { user, onChange } = renderControls();
    await user.click(within(presets()).getByRole('button', { name: 'Custom' }));
    await setDate(user, 'From', '2026-02-01');
    await setDate(user, 'To', '2026-02-28');
    await user.click(screen.getByRole('button', { name: 'Apply range' }));
    expect(onChange).toHaveBeenCalledWith({ kind: 'custom', from: '2026-02-01', to: '2026-02-28' });
  });

  it.each([
    ['a start after the end', '2026-03-10', '2026-03-01', 'The start date must not be after the end date.'],
    ['a range over 366 days', '2024-01-01', '2026-01-01', 'A range can span at most 366 days.'],
    ['a missing date', '', '2026-01-01', 'Choose both a start and an end date.'],
  ])('refuses %s and says why', async (_case, from, to, message) => {
    const { user, onChange } = renderControls();
    await user.click(within(presets()).getByRole('button', { name: 'Custom' }));
    await setDate(user, 'From', from);
    await setDate(user, 'To', to);
    await user.click(screen.getByRole('button', { name: 'Apply range' }));

    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(/^From/)).toHaveAccessibleDescription(message);
    expect(onChange).not.toHaveBeenCalled();
  });
});
