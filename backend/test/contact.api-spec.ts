import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app.close();
});

const validMessage = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  message: 'We need KYC-verified users for our launch.',
};

async function count(table: string, where = 'true', parameters: unknown[] = []): Promise<number> {
  const [row] = await app.query<{ count: string }>(`SELECT count(*) FROM ${table} WHERE ${where}`, parameters);
  return Number(row.count);
}

describe('POST /api/contact', () => {
  it('stores the message and answers success with a message', async () => {
    const response = await app.client().post('/api/contact', { ...validMessage, company: 'Stored Co' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ success: true, message: "Thanks! We'll get back to you within 24 hours." });
    const [stored] = await app.query(
      `SELECT name, email, company, message FROM contact_messages WHERE company = 'Stored Co'`,
    );
    expect(stored).toEqual({ ...validMessage, company: 'Stored Co' });
  });

  it('trims surrounding whitespace before storing', async () => {
    await app.client().post('/api/contact', { ...validMessage, name: '  Grace  ', company: ' Trim Co ' });
    const [stored] = await app.query<{ name: string }>(`SELECT name FROM contact_messages WHERE company = 'Trim Co'`);
    expect(stored.name).toBe('Grace');
  });

  it.each([
    ['Name is required', { name: '' }],
    ['Name is required', { name: '   ' }],
    ['Email must be a valid email address', { email: 'not-an-email' }],
    ['Email is required', { email: '' }],
    ['Company is required', { company: '' }],
    ['Message is required', { message: '' }],
    ['Name must be at most 100 characters', { name: 'x'.repeat(101) }],
    ['Company must be at most 120 characters', { company: 'x'.repeat(121) }],
    ['Message must be at most 5000 characters', { message: 'x'.repeat(5001) }],
    ['Email must be at most 254 characters', { email: `${'a'.repeat(250)}@example.com` }],
    ['Name must be a string', { name: 42 }],
    ['Message must be a string', { message: ['a'] }],
    ['property phone should not exist', { phone: '123' }],
  ])('rejects input where %s, with 400 and nothing stored', async (message, change) => {
    const before = await count('contact_messages');
    const response = await app.client().post('/api/contact', { ...validMessage, ...change });
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toContain(message);
    expect(await count('contact_messages')).toBe(before);
  });

  it('rejects a missing field', async () => {
    const { company: _omitted, ...withoutCompany } = validMessage;
    const response = await app.client().post('/api/contact', withoutCompany);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('Company');
  });

  it('accepts a filled honeypot silently and stores nothing', async () => {
    const before = await count('contact_messages');
    const response = await app.client().post('/api/contact', { ...validMessage, fax: 'http://spam.example' });
    expect(response.status).toBe(201);
    expect(response.body.success).toBe(true);
    expect(await count('contact_messages')).toBe(before);
  });

  it('stores HTML as plain text, unchanged', async () => {
    const payload = { ...validMessage, company: 'Html Co', message: '<script>alert(1)</script>' };
    await app.client().post('/api/contact', payload);
    const [stored] = await app.query<{ message: string }>(
      `SELECT message FROM contact_messages WHERE company = 'Html Co'`,
    );
    expect(stored.message).toBe('<script>alert(1)</script>');
  });
});

describe('POST /api/newsletter', () => {
  it('subscribes an address once, whatever its case, and answers success every time', async () => {
    const first = await app.client().post('/api/newsletter', { email: 'reader@example.com' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, message: 'You are subscribed to our newsletter.' });
    const again = await app.client().post('/api/newsletter', { email: 'READER@Example.com' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await count('newsletter_subscriptions', `lower(email) = 'reader@example.com'`)).toBe(1);
  });

  it('handles concurrent subscriptions of the same address without error', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => app.client().post('/api/newsletter', { email: 'race@example.com' })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(await count('newsletter_subscriptions', `email = 'race@example.com'`)).toBe(1);
  });

  it.each([
    ['Email must be a string', {}],
    ['Email is required', { email: '' }],
    ['Email must be a valid email address', { email: 'nope' }],
    ['property name should not exist', { email: 'a@b.c', name: 'x' }],
    ['Email must be a string', { email: 7 }],
  ])('rejects input where %s, with 400 and nothing stored', async (message, payload) => {
    const before = await count('newsletter_subscriptions');
    const response = await app.client().post('/api/newsletter', payload);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
    expect(await count('newsletter_subscriptions')).toBe(before);
  });

  it('accepts a filled honeypot silently and stores nothing', async () => {
    const response = await app.client().post('/api/newsletter', { email: 'bot@example.com', fax: '555-0100' });
    expect(response.status).toBe(200);
    expect(await count('newsletter_subscriptions', `email = 'bot@example.com'`)).toBe(0);
  });
});

describe('contact rate limits', () => {
  let limited: TestApp;

  beforeAll(async () => {
    limited = await startTestApp({
      env: { RATE_LIMIT_SCALE: '1', RATE_LIMIT_CONTACT: '2', RATE_LIMIT_NEWSLETTER: '2' },
    });
  });

  afterAll(async () => {
    await limited.close();
  });

  it('limits contact messages per client with 429 and stores nothing beyond the limit', async () => {
    const send = () => limited.client().post('/api/contact', validMessage);
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, message: 'Too many requests, please try again later' });
    const [{ count: stored }] = await limited.query<{ count: string }>('SELECT count(*) FROM contact_messages');
    expect(Number(stored)).toBe(2);
  });

  it('limits newsletter subscriptions per client with 429', async () => {
    const subscribe = (index: number) => limited.client().post('/api/newsletter', { email: `n${index}@example.com` });
    expect((await subscribe(1)).status).toBe(200);
    expect((await subscribe(2)).status).toBe(200);
    expect((await subscribe(3)).status).toBe(429);
    const [{ count: stored }] = await limited.query<{ count: string }>('SELECT count(*) FROM newsletter_subscriptions');
    expect(Number(stored)).toBe(2);
  });
});
