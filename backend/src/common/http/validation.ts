import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validate, type ValidatorOptions } from 'class-validator';
import { DomainError } from '../errors/domain.error';

export interface FieldError {
  field: string;
  messages: string[];
}

const validatorOptions: ValidatorOptions = {
  whitelist: true,
  forbidNonWhitelisted: true,
  forbidUnknownValues: true,
};

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = error.constraints ? [{ field, messages: Object.values(error.constraints) }] : [];
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

export function validationFailed(errors: ValidationError[]): DomainError {
  const fieldErrors = flatten(errors);
  const message = fieldErrors.flatMap((error) => error.messages).join('; ') || 'Invalid request';
  return new DomainError('VALIDATION_FAILED', message, { errors: fieldErrors });
}

/**
 * Leaves named route and query values as the strings they arrived as: the default would turn
 * the id " 1" into the number 1 (by its `number` type) before ParseIdPipe could refuse it.
 */
class ApiValidationPipe extends ValidationPipe {
  protected override transformPrimitive(value: unknown): unknown {
    return value;
  }
}

export function createValidationPipe(): ValidationPipe {
  return new ApiValidationPipe({
    ...validatorOptions,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    exceptionFactory: validationFailed,
  });
}

/** Validation for the few places that run before pipes (guards). */
export async function validateBody<T extends object>(dto: ClassConstructor<T>, body: unknown): Promise<T> {
  const instance = plainToInstance(dto, body ?? {});
  const errors = await validate(instance, validatorOptions);
  if (errors.length > 0) throw validationFailed(errors);
  return instance;
}
