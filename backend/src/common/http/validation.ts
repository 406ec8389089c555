import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
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

/** Distinct valid query strings remembered per query class. */
const MAX_REMEMBERED_QUERIES = 1_000;

/**
 * Leaves named route and query values as the strings they arrived as: the default would turn
 * the id " 1" into the number 1 (by its `number` type) before ParseIdPipe could refuse it.
 *
 * A query class turns the same query string into the same value every time (its rules read
 * nothing but the string), and lists are read again and again with the same query (a page
 * re-read, an admin's filters), so the valid result of each distinct query is remembered per
 * class and each request gets its own copy; an invalid query is checked afresh every time.
 */
class ApiValidationPipe extends ValidationPipe {
  private readonly validQueries = new WeakMap<object, LRUCache<string, object>>();

  protected override transformPrimitive(value: unknown): unknown {
    return value;
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const metatype = metadata.metatype;
    if (
      metadata.type !== 'query' ||
      !metatype ||
      !this.toValidate(metadata) ||
      typeof value !== 'object' ||
      value === null
    ) {
      return super.transform(value, metadata);
    }
    let remembered = this.validQueries.get(metatype);
    if (!remembered) {
      remembered = new LRUCache({ max: MAX_REMEMBERED_QUERIES });
      this.validQueries.set(metatype, remembered);
    }
    const key = JSON.stringify(value);
    const known = remembered.get(key);
    if (known) return copyOf(known);
    const result = (await super.transform(value, metadata)) as object;
    remembered.set(key, copyOf(result));
    return result;
  }
}

function copyOf<T extends object>(value: T): T {
  return Object.assign(Object.create(Object.getPrototypeOf(value) as object | null) as T, value);
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
