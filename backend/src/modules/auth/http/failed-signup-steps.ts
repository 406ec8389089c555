import type { Logger } from '@nestjs/common';
import type { Request } from 'express';
import { logContextOf } from '../../../common/http/request-labels';
import type { FailedSignupStep } from '../application/account-created';

/**
 * The account stands; what failed beside it is the team's to see, not the new user's: a step a
 * job retries is a warning, one that is lost an error.
 */
export function logFailedSignupSteps(
  logger: Logger,
  request: Request,
  userId: number,
  steps: FailedSignupStep[],
): void {
  for (const { step, error, retried } of steps) {
    const cause = error instanceof Error ? (error.stack ?? error.message) : String(error);
    const msg = `Signup of user ${userId}: the ${step} failed and was undone${retried ? '; a job retries it' : ''}: ${cause}`;
    if (retried) logger.warn({ ...logContextOf(request), msg });
    else logger.error({ ...logContextOf(request), msg });
  }
}
