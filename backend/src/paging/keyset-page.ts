import { applyDecorators, HttpStatus, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiProperty, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import type { Request, Response } from 'express';
import type { ListPage, ListSort, TimeKey } from './list-window';
import { DomainError } from '../common/errors/domain.error';
import { QueryInteger } from '../common/http/query-integer.transform';

export const DEFAULT_LIMIT = 20;

/** `limit` and `cursor` of a keyset-paged list (CONTRACT §5: never OFFSET). */
export class KeysetQueryDto {
  @ApiProperty({ required: false, minimum: 1, maximum: 100, default: DEFAULT_LIMIT, description: 'Items per page.' })
  @IsOptional()
  @QueryInteger()
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(100, { message: 'limit must be at most 100' })
  limit?: number;

  @ApiProperty({
    required: false,
    description: 'Opaque position from the `Link: <...>; rel="next"` header of the previous page.',
    example: 'MTIz',
  })
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,64}$/, { message: 'cursor is not a cursor this list gave out' })
  cursor?: string;
}

/** A page of a list ordered by a descending numeric id: the cursor is the last id shown. */
export interface KeysetPage<T> {
  items: T[];
  total: number;
  nextCursor: string | null;
}

export function encodeIdCursor(id: number | string): string {
  return Buffer.from(String(id)).toString('base64url');
}

/** The id a cursor stands for, or null for a cursor this API never gave out. */
export function decodeIdCursor(cursor: string | undefined): number | null | undefined {
  if (cursor === undefined) return undefined;
  const decoded = Buffer.from(cursor, 'base64url').toString();
  return /^\d{1,15}$/.test(decoded) ? Number(decoded) : null;
}

const NOT_OURS = 'cursor is not a cursor this list gave out';

/** The page size and position a list paged by id is asked for; a 400 for a cursor it never gave out. */
export function idPageWindow(query: KeysetQueryDto): { limit: number; before: number | undefined } {
  const before = decodeIdCursor(query.cursor);
  if (before === null) throw new DomainError('VALIDATION_FAILED', NOT_OURS);
  return { limit: query.limit ?? DEFAULT_LIMIT, before };
}

/**
 * A (created_at, id) position that also names its sort, so a cursor of the other order is refused
 * instead of silently skipping or repeating rows.
 */
export function encodeTimeCursor(sort: ListSort, key: TimeKey): string {
  return Buffer.from(`${sort === 'oldest' ? 'o' : 'n'}.${key.createdAtUs}.${key.id}`).toString('base64url');
}

/** The position of a cursor given out for this sort; a 400 for any other. */
export function decodeTimeCursor(cursor: string | undefined, sort: ListSort): TimeKey | undefined {
  if (cursor === undefined) return undefined;
  const match = /^([on])\.(-?\d{1,18})\.(\d{1,18})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match || match[1] !== sort[0]) throw new DomainError('VALIDATION_FAILED', NOT_OURS);
  return { createdAtUs: match[2], id: match[3] };
}

/**
 * The next-page Link per position and request URL. A cached page hands out the same `next` object
 * (also when a use case copies the page around it) and is asked for by the same URLs again and
 * again, so the cursor and the URL are worked out once per pair, not on every request.
 */
const linksByPosition = new WeakMap<TimeKey, Map<string, string>>();
/** URLs remembered per position (a page is reached by few distinct URLs: other parameter orders, other encodings). */
const MAX_URLS_PER_POSITION = 16;

/** `X-Total-Count` and the next page's Link for a list paged by creation time. */
export function setListHeaders(request: Request, response: Response, page: ListPage<unknown>, sort: ListSort): void {
  response.setHeader('X-Total-Count', String(page.total));
  if (!page.next) return;
  let byUrl = linksByPosition.get(page.next);
  if (!byUrl) linksByPosition.set(page.next, (byUrl = new Map<string, string>()));
  let link = byUrl.get(request.originalUrl);
  if (link === undefined) {
    link = nextLink(request.originalUrl, encodeTimeCursor(sort, page.next));
    if (byUrl.size < MAX_URLS_PER_POSITION) byUrl.set(request.originalUrl, link);
  }
  response.setHeader('Link', link);
}

/** Fetches one more than the limit to learn whether a next page exists. */
export function pageOf<T extends { id: number }>(rows: T[], limit: number, total: number): KeysetPage<T> {
  const items = rows.slice(0, limit);
  const nextCursor = rows.length > limit ? encodeIdCursor(items[items.length - 1].id) : null;
  return { items, total, nextCursor };
}

/** Sets `X-Total-Count` and, when there is a next page, `Link: <same URL with its cursor>; rel="next"` (RFC 8288). */
export function setPageHeaders(
  request: Request,
  response: Response,
  page: { total: number; nextCursor: string | null },
): void {
  response.setHeader('X-Total-Count', String(page.total));
  if (page.nextCursor) response.setHeader('Link', nextLink(request.originalUrl, page.nextCursor));
}

function nextLink(originalUrl: string, cursor: string): string {
  const url = new URL(originalUrl, 'http://placeholder');
  url.searchParams.set('cursor', cursor);
  return `<${url.pathname}${url.search}>; rel="next"`;
}

/** Documents a keyset-paged list: `{ success, data: [...] }` plus its Link and X-Total-Count headers. */
export interface KeysetPageDocs {
  /** A review queue: the answer also carries `X-Overdue-Count`. */
  overdueCount?: 'always' | 'while pending';
}

export function ApiKeysetPage(model: Type<unknown>, docs: KeysetPageDocs = {}) {
  const overdue: Record<string, { description: string; schema: { type: string } }> =
    docs.overdueCount === undefined
      ? {}
      : {
          'X-Overdue-Count': {
            description:
              'How many pending items the same filters match that wait longer than their target review time' +
              (docs.overdueCount === 'while pending' ? '; absent when `status` keeps only decided items.' : '.'),
            schema: { type: 'integer' },
          },
        };
  return applyDecorators(
    ApiExtraModels(model),
    ApiResponse({
      status: HttpStatus.OK,
      description: 'OK',
      headers: {
        Link: {
          description: 'The next page, as `<path?cursor=...>; rel="next"`; absent on the last page.',
          schema: { type: 'string' },
        },
        'X-Total-Count': { description: 'How many items the whole list has.', schema: { type: 'integer' } },
        ...overdue,
      },
      schema: {
        type: 'object',
        required: ['success', 'data'],
        properties: {
          success: { type: 'boolean', example: true },
          data: { type: 'array', items: { $ref: getSchemaPath(model) } },
        },
      },
    }),
  );
}
