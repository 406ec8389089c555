import { applyDecorators } from '@nestjs/common';
import { IsOptional, IsString, IsUrl, MaxLength } from 'class-validator';
import { TrimToUndefined } from './trim.transform';

export const URL_MAX_LENGTH = 2048;

/** An absolute http(s) URL; other schemes (javascript:, data:) are refused. */
export const IsHttpUrl = (field: string) =>
  IsUrl(
    { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
    { message: `${field} must be a valid http(s) URL` },
  );

/** An optional http(s) URL field: trimmed, empty counts as absent, bounded in length. */
export const OptionalHttpUrl = (field: string) =>
  applyDecorators(
    TrimToUndefined(),
    IsOptional(),
    IsString({ message: `${field} must be a string` }),
    MaxLength(URL_MAX_LENGTH, { message: `${field} must be at most ${URL_MAX_LENGTH} characters` }),
    IsHttpUrl(field),
  );
