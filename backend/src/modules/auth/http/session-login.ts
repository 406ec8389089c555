import type { Request } from 'express';
import type { SessionUser } from '../domain/user';

/** passport's logIn regenerates the session id before storing the user, which prevents fixation. */
export function logIn(request: Request, user: SessionUser): Promise<void> {
  return new Promise((resolve, reject) => request.logIn(user, (error) => (error ? reject(error) : resolve())));
}

export function destroySession(request: Request): Promise<void> {
  if (!request.session) return Promise.resolve();
  return new Promise((resolve, reject) => request.session.destroy((error) => (error ? reject(error) : resolve())));
}
