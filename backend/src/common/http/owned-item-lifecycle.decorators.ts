import { applyDecorators, type Type } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { ApiDataResponse } from './api-data-response.decorator';
import { ApiRefusals } from './api-refusals.decorator';
import { TimelineEventDto } from './timeline-event.dto';

/**
 * The documentation of the lifecycle endpoints every owner-submitted item has (partner profile,
 * article, project submission): what the item is called and what its operation says are its
 * own; the answers and refusals are the lifecycle's (docs/submission-lifecycle.md), written once.
 * Listed in the order the decorators stood on each method, so the API document is unchanged.
 */
interface LifecycleOperation {
  operationId: string;
  summary: string;
  description: string;
}

const notFound = (item: string) => `No such ${item} of the caller`;

/** `PUT :id`: the same validation as sending it, allowed while pending. */
export function ApiEditOwned(model: Type<unknown>, item: string, operation: LifecycleOperation) {
  return applyDecorators(
    ApiOperation(operation),
    ApiDataResponse(model),
    ApiRefusals({ badRequest: true, notFound: notFound(item), conflict: `The ${item} is no longer pending` }),
  );
}

/** `POST :id/withdraw`: allowed while pending. */
export function ApiWithdrawOwned(model: Type<unknown>, item: string, operation: LifecycleOperation) {
  return applyDecorators(
    ApiOperation(operation),
    ApiDataResponse(model),
    ApiRefusals({ notFound: notFound(item), conflict: `The ${item} is no longer pending` }),
  );
}

/** `POST :id/resubmit`: allowed from rejected or withdrawn, as the rejection's reason code says. */
export function ApiResubmitOwned(model: Type<unknown>, item: string, operation: LifecycleOperation) {
  return applyDecorators(
    ApiOperation(operation),
    ApiDataResponse(model),
    ApiRefusals({
      badRequest: true,
      notFound: notFound(item),
      conflict: 'Not rejected or withdrawn, or not (yet) allowed by the reason code',
    }),
  );
}

/** `GET :id/timeline`: the owner or an admin, the whole history oldest first. */
export function ApiOwnedTimeline(item: string, operation: LifecycleOperation) {
  return applyDecorators(
    ApiOperation(operation),
    ApiDataResponse(TimelineEventDto, { isArray: true }),
    ApiRefusals({ notFound: notFound(item) }),
  );
}
