import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
let dataDir: string;
let admin: ApiClient;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'newsletter-'));
  app = await startTestApp({ env: { DATA_DIR: dataDir, PUBLIC_URL: 'https://growth.example' } });
  admin = (await app.signedIn('admin')).client;
});

afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

interface SentMail {
  subject: string;
  text: string;
  html: string;
  /** Raw header values by lower-case name. */
  headers: Record<string, string>;
}

/** The mails delivered to an address so far (the background worker writes them to the outbox). */
async function mailsTo(address: string): Promise<SentMail[]> {
  const rows = await app.query<{ outbox_file: string }>(
    `SELECT outbox_file FROM mail_deliveries WHERE lower(recipient) = lower($1) ORDER BY id`,
    [address],
  );
  return Promise.all(
    rows.map(async ({ outbox_file }) => {
      const parsed = await simpleParser(await readFile(join(dataDir, 'outbox', outbox_file)));
      const html = typeof parsed.html === 'string' ? parsed.html : '';
      const headers = Object.fromEntries(
        parsed.headerLines.map(({ key, line }) => [
          key,
          line
            .slice(line.indexOf(':') + 1)
            .replace(/\r?\n\s+/g, ' ')
            .trim(),
        ]),
      );
      return { subject: parsed.subject ?? '', text: parsed.text ?? '', html, headers };
    }),
  );
}

async function waitForMails(address: string, count: number): Promise<SentMail[]> {
  await expect.poll(async () => (await mailsTo(address)).length, { timeout: 15_000, interval: 100 }).toBe(count);
  return mailsTo(address);
}

function linkToken(mail: SentMail, page: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`https://growth\\.example/newsletter/${page}\\?token=([A-Za-z0-9_.-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${page} link in: ${mail.text}`);
  return match[1];
}

let addressCounter = 0;
const newAddress = () => `reader${process.pid}x${++addressCounter}@example.com`;

async function subscription(email: string) {
  const [row] = await app.query<{ id: number; status: string; confirmed_at: Date | null }>(
    `SELECT id, status, confirmed_at FROM newsletter_subscriptions WHERE lower(email) = lower($1)`,
    [email],
  );
  return row;
}

const subscribe = (email: string) => app.client().post('/api/newsletter', { email });
const SPEC_ANSWER = { success: true, message: 'You are subscribed to our newsletter.' };

/** Subscribes and confirms a new address; answers it with its welcome mail. */
async function activeSubscriber() {
  const email = newAddress();
  await subscribe(email);
  const [confirmation] = await waitForMails(email, 1);
  expect(
    (await app.client().post('/api/newsletter/confirm', { token: linkToken(confirmation, 'confirm') })).status,
  ).toBe(200);
  const [, welcome] = await waitForMails(email, 2);
  return { email, welcome, unsubscribeToken: linkToken(welcome, 'unsubscribe') };
}

describe('POST /api/newsletter (double opt-in)', () => {
  it('keeps a new address pending and mails it one confirmation link, answering the usual text', async () => {
    const email = newAddress();
    const response = await subscribe(email);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(SPEC_ANSWER);
    expect(await subscription(email)).toMatchObject({ status: 'pending', confirmed_at: null });
    const [mail] = await waitForMails(email, 1);
    expect(mail.subject).toBe('Confirm your newsletter subscription');
    const token = linkToken(mail, 'confirm');
    expect(mail.html).toContain(`href="https://growth.example/newsletter/confirm?token=${token}"`);
    const [stored] = await app.query<{ confirm_token_hash: string }>(
      `SELECT confirm_token_hash FROM newsletter_subscriptions WHERE email = $1`,
      [email],
    );
    expect(stored.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.confirm_token_hash).not.toContain(token);
  });

  it('re-sends a fresh link to a pending address, keeping one row; only the newest link works', async () => {
    const email = newAddress();
    await subscribe(email);
    // The first link is out before the second is asked for: two workers may send two mails in either order.
    await waitForMails(email, 1);
    const again = await subscribe(email.toUpperCase());
    expect(again.body).toEqual(SPEC_ANSWER);
    const [first, second] = await waitForMails(email, 2);
    expect(
      await app.query(`SELECT id FROM newsletter_subscriptions WHERE lower(email) = lower($1)`, [email]),
    ).toHaveLength(1);
    expect(linkToken(first, 'confirm')).not.toBe(linkToken(second, 'confirm'));
    const stale = await app.client().post('/api/newsletter/confirm', { token: linkToken(first, 'confirm') });
    expect(stale.status).toBe(400);
    const fresh = await app.client().post('/api/newsletter/confirm', { token: linkToken(second, 'confirm') });
    expect(fresh.status).toBe(200);
  });

  it('sends nothing more to an active address and answers the same', async () => {
    const { email } = await activeSubscriber();
    const response = await subscribe(email);
    expect(response.body).toEqual(SPEC_ANSWER);
    // A later mail to another address proves the worker ran past this request.
    const marker = newAddress();
    await subscribe(marker);
    await waitForMails(marker, 1);
    expect(await mailsTo(email)).toHaveLength(2);
    expect((await subscription(email)).status).toBe('active');
  });

  it('stores and sends nothing for a filled honeypot', async () => {
    const email = newAddress();
    const response = await app.client().post('/api/newsletter', { email, fax: 'http://spam.example' });
    expect(response.body).toEqual(SPEC_ANSWER);
    const marker = newAddress();
    await subscribe(marker);
    await waitForMails(marker, 1);
    expect(await subscription(email)).toBeUndefined();
    expect(await mailsTo(email)).toEqual([]);
  });
});

describe('POST /api/newsletter/confirm', () => {
  it('activates the subscription and welcomes it with the unsubscribe link in the text, HTML and headers', async () => {
    const { email, welcome, unsubscribeToken } = await activeSubscriber();
    const stored = await subscription(email);
    expect(stored.status).toBe('active');
    expect(stored.confirmed_at).toBeInstanceOf(Date);
    expect(welcome.html).toContain(`href="https://growth.example/newsletter/unsubscribe?token=${unsubscribeToken}"`);
    expect(welcome.headers['list-unsubscribe']).toBe(
      `<https://growth.example/api/newsletter/unsubscribe?token=${unsubscribeToken}>`,
    );
    expect(welcome.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('refuses a used link with 400 and a message', async () => {
    const email = newAddress();
    await subscribe(email);
    const [mail] = await waitForMails(email, 1);
    const token = linkToken(mail, 'confirm');
    expect((await app.client().post('/api/newsletter/confirm', { token })).body).toEqual({
      success: true,
      data: { status: 'active' },
    });
    const again = await app.client().post('/api/newsletter/confirm', { token });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      success: false,
      message: expect.stringContaining('invalid or has already been used'),
    });
  });

  it('refuses an expired link with 400 and keeps the address pending', async () => {
    const email = newAddress();
    await subscribe(email);
    const [mail] = await waitForMails(email, 1);
    await app.query(
      `UPDATE newsletter_subscriptions SET confirm_token_expires_at = now() - interval '1 minute' WHERE email = $1`,
      [email],
    );
    const response = await app.client().post('/api/newsletter/confirm', { token: linkToken(mail, 'confirm') });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('expired');
    expect((await subscription(email)).status).toBe('pending');
  });

  it.each([
    ['an unknown token', { token: 'not-a-real-token' }, 'invalid'],
    ['no token', {}, 'token'],
    ['a number', { token: 5 }, 'token must be a string'],
    ['an extra field', { token: 'x', email: 'a@b.c' }, 'property email should not exist'],
  ])('answers 400 with a message for %s', async (_label, body, message) => {
    const response = await app.client().post('/api/newsletter/confirm', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, message: expect.stringContaining(message) });
  });
});

describe('POST /api/newsletter/unsubscribe', () => {
  it('unsubscribes from the page with the token as JSON, idempotently', async () => {
    const { email, unsubscribeToken } = await activeSubscriber();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await app.client().post('/api/newsletter/unsubscribe', { token: unsubscribeToken });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, data: { status: 'unsubscribed' } });
    }
    expect((await subscription(email)).status).toBe('unsubscribed');
  });

  it('unsubscribes in one click: the form POST a mail provider sends, with no Origin and no cookie', async () => {
    const { email, welcome } = await activeSubscriber();
    const oneClick = welcome.headers['list-unsubscribe'].slice(1, -1);
    const response = await fetch(oneClick.replace('https://growth.example', app.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect((await subscription(email)).status).toBe('unsubscribed');
  });

  it('asks an unsubscribed address to confirm again when it subscribes again', async () => {
    const { email, unsubscribeToken } = await activeSubscriber();
    await app.client().post('/api/newsletter/unsubscribe', { token: unsubscribeToken });
    expect((await subscribe(email)).body).toEqual(SPEC_ANSWER);
    const mails = await waitForMails(email, 3);
    expect(mails[2].subject).toBe('Confirm your newsletter subscription');
    expect((await subscription(email)).status).toBe('pending');
  });

  it.each([
    [
      'a forged token',
      '/api/newsletter/unsubscribe',
      { token: '1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
      'invalid',
    ],
    ['a malformed token', '/api/newsletter/unsubscribe', { token: '<script>' }, 'invalid'],
    ['no token at all', '/api/newsletter/unsubscribe', {}, 'token is required'],
    ['a forged one-click token', '/api/newsletter/unsubscribe?token=2.abc', undefined, 'invalid'],
  ])('answers 400 with a message for %s', async (_label, path, body, message) => {
    const response = body
      ? await app.client().post(path, body)
      : await app.client().request('POST', path, {
          rawBody: 'List-Unsubscribe=One-Click',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, message: expect.stringContaining(message) });
  });

  it('still refuses other form bodies with 415', async () => {
    const response = await app.client().request('POST', '/api/newsletter', {
      rawBody: 'email=ada%40example.com',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
  });
});

describe('contact acknowledgement', () => {
  const message = { company: 'Ack Co', message: 'Hello <script>alert(1)</script>\nSecond line & more' };

  it('mails the sender an acknowledgement quoting the message, escaped in the HTML', async () => {
    const email = newAddress();
    const name = '<img src=x onerror=alert(1)>';
    const response = await app.client().post('/api/contact', { ...message, name, email });
    expect(response.status).toBe(201);
    const [mail] = await waitForMails(email, 1);
    expect(mail.text).toContain("We'll get back to you within 24 hours");
    expect(mail.text).toContain('> Hello <script>alert(1)</script>\n> Second line & more');
    expect(mail.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
  });

  it('sends nothing for a filled honeypot', async () => {
    const bot = newAddress();
    await app.client().post('/api/contact', { ...message, name: 'Bot', email: bot, fax: 'http://spam.example' });
    const person = newAddress();
    await app.client().post('/api/contact', { ...message, name: 'Person', email: person });
    await waitForMails(person, 1);
    expect(await mailsTo(bot)).toEqual([]);
  });
});

describe('admin subscriber list', () => {
  it('shows each subscriber with status and confirmation time, in the list and the CSV', async () => {
    const pending = newAddress();
    await subscribe(pending);
    const { email: active } = await activeSubscriber();
    const list = await admin.get('/api/admin/newsletter-subscribers?limit=100');
    expect(list.status).toBe(200);
    const items = list.body.data as { email: string; status: string; confirmedAt: string | null }[];
    expect(items.find((item) => item.email === pending)).toMatchObject({ status: 'pending', confirmedAt: null });
    expect(items.find((item) => item.email === active)).toMatchObject({
      status: 'active',
      confirmedAt: expect.any(String),
    });
    const csv = await admin.get('/api/admin/newsletter-subscribers/export');
    expect(csv.text.split('\r\n')[0]).toBe('id,email,status,subscribed_at,confirmed_at,unsubscribed_at');
    expect(csv.text).toMatch(new RegExp(`,${pending},pending,[^,]+,,\\r\\n`));
    expect(csv.text).toMatch(new RegExp(`,${active},active,[^,]+,\\d{4}-[^,]+,\\r\\n`));
  });
});
