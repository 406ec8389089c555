import type { Request } from 'express';
import { clientAddress } from '../../../../rate-limit/rate-limit.service';
import { USER_AGENT_MAX_LENGTH, type SessionDevice } from '../../domain/account-session';

/** Keeps the browser and address a session was started from, for the account's sessions list. */
export function recordSessionDevice(request: Request): void {
  const device = request.session as unknown as SessionDevice;
  const userAgent = request.headers['user-agent'];
  if (userAgent) device.userAgent = userAgent.slice(0, USER_AGENT_MAX_LENGTH);
  device.ipAddress = clientAddress(request);
}
