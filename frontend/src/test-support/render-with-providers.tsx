import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ToastRegion } from '../app/ToastRegion';
import { swrDefaults } from '../app/providers';
import type { SessionUser } from '../lib/api-types';
import { SessionProvider, createSessionStore } from '../lib/session';
import { theme } from '../theme/theme';

/** Shows where a component navigated to, so a test can assert the redirect. */
function NavigatedTo() {
  const location = useLocation();
  return <p data-testid="navigated-to">{location.pathname + location.search}</p>;
}

export interface RenderOptions {
  /** Who is signed in; signed out when null (the default). */
  user?: SessionUser | null;
  /** Where the component is mounted (its route pattern, and the URL it starts at). */
  path?: string;
  route?: string;
}

export function sessionUser(role: SessionUser['role'], username = `${role}1`): SessionUser {
  return { id: 1, username, role };
}

/**
 * Mounts `ui` inside the providers the app mounts (AppProviders): the MUI theme, SWR with the
 * app's defaults but a fresh cache and no deduping, the session store (answering `user` without
 * a request) and the toast region, under a memory router. Any other path the component
 * navigates to renders `navigated-to` with that path. `page()` queries the component without the
 * toast region, `findToast` the toast region.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { user = null, path = '/', route = path } = options;
  const store = createSessionStore(async () => user);
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <NavigatedTo /> },
    ],
    { initialEntries: [route] },
  );
  // No pause between keystrokes: the components do not depend on typing speed.
  const events = userEvent.setup({ delay: null });
  const result = render(
    <ThemeProvider theme={theme}>
      <SWRConfig value={{ ...swrDefaults, provider: () => new Map(), dedupingInterval: 0 }}>
        <SessionProvider store={store}>
          <div data-testid="page">
            <RouterProvider router={router} />
          </div>
        </SessionProvider>
        <ToastRegion />
      </SWRConfig>
    </ThemeProvider>,
  );
  return { ...result, user: events, router, session: store };
}

/** Queries within the rendered component only, leaving the toast region out. */
export function page() {
  return within(screen.getByTestId('page'));
}

/** The toast region's text once a toast with `text` (title or description) shows in it. */
export async function findToast(text: string | RegExp): Promise<HTMLElement> {
  // Found as assistive technology finds it: an open dialog leaves the region heard.
  const region = screen.getByRole('region', { name: 'Notifications (F8)' });
  return within(region).findByText(text);
}

/**
 * Types `text` into an empty field the way a paste does: one input event instead of one per
 * character, which keeps the tests fast (a form re-renders on each one).
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
