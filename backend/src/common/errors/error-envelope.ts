import { UseFilters } from '@nestjs/common';
import { AllExceptionsFilter } from './all-exceptions.filter';

/**
 * Fields every error answer of this controller's routes carries besides the usual error shape,
 * whatever raised it there (a guard, a pipe, the handler). Errors raised before routing (an
 * unknown path, a failed session load) keep the plain shape.
 */
export function ErrorEnvelope(fields: Record<string, unknown>): ClassDecorator & MethodDecorator {
  return UseFilters(AllExceptionsFilter.withEnvelope(fields));
}
