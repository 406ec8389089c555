import { applyDecorators } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../kernel/http/error-response.dto';

/** When an endpoint answers 400, 404 or 409; `badRequest: true` is a 400 for a bad field, said no more. */
export interface Refusals {
  badRequest?: string | true;
  notFound?: string;
  conflict?: string;
}

/** The documented refusals of an endpoint, each with the error body; only those given are listed. */
export function ApiRefusals({ badRequest, notFound, conflict }: Refusals) {
  const type = ErrorResponseDto;
  return applyDecorators(
    ...(badRequest ? [ApiBadRequestResponse({ description: badRequest === true ? undefined : badRequest, type })] : []),
    ...(notFound ? [ApiNotFoundResponse({ description: notFound, type })] : []),
    ...(conflict ? [ApiConflictResponse({ description: conflict, type })] : []),
  );
}
