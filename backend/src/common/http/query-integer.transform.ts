import { Transform } from 'class-transformer';

/**
 * Query strings carry text; only plain decimal digits become a number, so forms like "1e3",
 * "0x10" or " 5" stay text and fail the integer check instead of being reinterpreted.
 */
export const QueryInteger = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^-?\d{1,15}$/.test(value) ? Number(value) : value,
  );
