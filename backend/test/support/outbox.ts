import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: ParsedMail['headers'];
}

/** Every message in DATA_DIR/outbox, oldest first (by file time), parsed. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const directory = join(dataDir, 'outbox');
  const files = (await readdir(directory).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
  const withTimes = await Promise.all(
    files.map(async (file) => ({ file, time: (await stat(join(directory, file))).mtimeMs })),
  );
  withTimes.sort((a, b) => a.time - b.time);
  return Promise.all(
    withTimes.map(async ({ file }) => {
      const parsed = await simpleParser(await readFile(join(directory, file)));
      const to = Array.isArray(parsed.to)
        ? parsed.to.map((address) => address.text).join(', ')
        : (parsed.to?.text ?? '');
      return {
        file,
        to,
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
        headers: parsed.headers,
      };
    }),
  );
}

/** Polls until `check` answers something other than undefined (the job queue works in the background). */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    if (result !== undefined) return result;
    if (Date.now() > deadline) throw new Error('Timed out waiting for the background work');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
