import { applyDecorators } from '@nestjs/common';

/**
 * One decorator made of several, applied as they would be written one under the other on a
 * property (the bottom one first, unlike applyDecorators): class-validator reports a value's
 * failed checks in the order they were applied, so a field's messages keep their order when its
 * rules move into such a decorator.
 */
export const stacked = (...decorators: PropertyDecorator[]) => applyDecorators(...decorators.reverse());
