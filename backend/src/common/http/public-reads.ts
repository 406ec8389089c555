import { Injectable } from '@nestjs/common';
import { DomainError } from '../errors/domain.error';

/**
 * What a public GET answers as its `data`; undefined when it answers 404 or refuses its query.
 * `parameters` holds the path's parameters and the query's (a path parameter wins a clash).
 */
export type PublicRead = (parameters: Record<string, string>) => Promise<unknown>;

interface Registered {
  segments: string[];
  read: PublicRead;
}

/**
 * The public API reads a page rendered on the server may carry, registered by the controller that
 * answers them under their API path (`/api/articles/:id`), so a page holds exactly what the API
 * would have answered the browser (the client then reads it instead of asking). Only reads that
 * need no sign-in belong here: the server renders for nobody in particular.
 */
@Injectable()
export class PublicReads {
  private readonly reads: Registered[] = [];

  register(path: string, read: PublicRead): void {
    this.reads.push({ segments: path.split('/'), read });
  }

  /** The data the API answers at `url` (a same-origin path with its query), undefined for a 404 or a path nobody registered. */
  async read(url: string): Promise<unknown> {
    const [path, query = ''] = url.split('?', 2);
    const segments = path.split('/');
    for (const registered of this.reads) {
      const parameters = matched(registered.segments, segments);
      if (!parameters) continue;
      try {
        return await registered.read({ ...Object.fromEntries(new URLSearchParams(query)), ...parameters });
      } catch (error) {
        if (error instanceof DomainError && (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_FAILED')) {
          return undefined;
        }
        throw error;
      }
    }
    return undefined;
  }
}

function matched(pattern: string[], segments: string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null;
  const parameters: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    if (part.startsWith(':')) {
      try {
        parameters[part.slice(1)] = decodeURIComponent(segments[index]);
      } catch {
        return null;
      }
    } else if (part !== segments[index]) {
      return null;
    }
  }
  return parameters;
}
