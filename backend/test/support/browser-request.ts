import { request as httpRequest } from 'node:http';

/**
 * A GET with exactly the given headers, answered as a fetch Response (redirects not followed).
 * fetch() cannot stand in for a browser following a link: it always sends Sec-Fetch-Mode: cors.
 */
export function browserGet(url: string, headers: Record<string, string> = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { method: 'GET', headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const answer = new Headers();
        for (let index = 0; index < incoming.rawHeaders.length; index += 2) {
          answer.append(incoming.rawHeaders[index], incoming.rawHeaders[index + 1]);
        }
        resolve(new Response(Buffer.concat(chunks), { status: incoming.statusCode ?? 0, headers: answer }));
      });
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** What a browser sends when a person follows a link: a top-level navigation. */
export const NAVIGATION_HEADERS = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' } as const;

/** A person following a link (e.g. /r/{code}) in a browser. */
export function followLink(url: string, headers: Record<string, string> = {}): Promise<Response> {
  return browserGet(url, { ...NAVIGATION_HEADERS, ...headers });
}
