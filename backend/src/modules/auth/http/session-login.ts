import type { Request } from 'express';
import { startSessionClock } from '../infrastructure/session/session-lifetime';
import type { SessionUser } from '../domain/user';

/** passport's logIn regenerates the session id before storing the user, which prevents fixation. */
export async function logIn(request: Request, user: SessionUser): Promise<void> {
  await new Promise<void>((resolve, reject) => request.logIn(user, (error) => (error ? reject(error) : resolve())));
  startSessionClock(request);
}

export function destroySession(request: Request): Promise<void> {
  if (!request.session) return Promise.resolve();
  return new Promise((resolve, reject) => request.session.destroy((error) => (error ? reject(error) : resolve())));
}
