import { Transform } from 'class-transformer';

/** Trims strings before validation so that whitespace-only input counts as empty. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
