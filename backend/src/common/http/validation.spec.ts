import type { ArgumentMetadata } from '@nestjs/common';
import { IsOptional, IsString } from 'class-validator';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain.error';
import { ListQueryDto } from '../../paging/list-query.dto';
import { createValidationPipe } from './validation';

const asQuery: ArgumentMetadata = { type: 'query', metatype: ListQueryDto };

describe('the validation pipe on queries', () => {
  it('gives every request of a query it has seen its own copy of the same valid value', async () => {
    const pipe = createValidationPipe();
    const first = (await pipe.transform({ limit: '5', q: ' swap ' }, asQuery)) as ListQueryDto;
    const second = (await pipe.transform({ limit: '5', q: ' swap ' }, asQuery)) as ListQueryDto;
    expect(second).toBeInstanceOf(ListQueryDto);
    expect(second).toEqual(first);
    expect(second).toEqual(Object.assign(new ListQueryDto(), { limit: 5, q: 'swap' }));
    expect(second).not.toBe(first);
    // A route changing its copy changes nothing for the next request.
    second.q = 'changed';
    expect(((await pipe.transform({ limit: '5', q: ' swap ' }, asQuery)) as ListQueryDto).q).toBe('swap');
  });

  it('refuses an invalid query every time it comes, and a valid one of the same fields is still valid', async () => {
    const pipe = createValidationPipe();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await expect(pipe.transform({ limit: '500' }, asQuery)).rejects.toThrow(DomainError);
      await expect(pipe.transform({ limit: '5', extra: 'x' }, asQuery)).rejects.toThrow(
        'property extra should not exist',
      );
    }
    expect(await pipe.transform({ limit: '50' }, asQuery)).toEqual(Object.assign(new ListQueryDto(), { limit: 50 }));
  });

  it('remembers a query for its own class only', async () => {
    class OtherQueryDto {
      @IsOptional()
      @IsString()
      name?: string;
    }
    const pipe = createValidationPipe();
    await pipe.transform({ limit: '5' }, asQuery);
    await expect(pipe.transform({ limit: '5' }, { type: 'query', metatype: OtherQueryDto })).rejects.toThrow(
      'property limit should not exist',
    );
  });
});
