import { Injectable, type PipeTransform } from '@nestjs/common';
import { DomainError } from '../errors/domain.error';

const MAX_ID = 2_147_483_647;

/** Route ids are positive 32-bit integers; anything else is a 400, never a database error. */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^[1-9][0-9]{0,9}$/.test(value) || Number(value) > MAX_ID) {
      throw new DomainError('VALIDATION_FAILED', 'Invalid id');
    }
    return Number(value);
  }
}
