import { IsUrl } from 'class-validator';

export const URL_MAX_LENGTH = 2048;

/** An absolute http(s) URL; other schemes (javascript:, data:) are refused. */
export const IsHttpUrl = (field: string) =>
  IsUrl(
    { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
    { message: `${field} must be a valid http(s) URL` },
  );
