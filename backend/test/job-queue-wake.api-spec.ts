import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from './support/outbox';
import { startTestApp, type TestApp } from './support/test-app';

// Idle workers of this app would ask for jobs only every ten minutes: whatever runs within the
// test's few seconds was started by the wake that sending the job gives this instance.
const TEN_MINUTES_MS = String(10 * 60 * 1000);

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { JOB_POLL_INTERVAL_MS: TEN_MINUTES_MS } });
});

afterAll(async () => {
  await app.close();
});

const mailsTo = async (address: string) => (await app.outbox()).filter((mail) => mail.to.includes(address));

describe('a job sent by a request', () => {
  it('runs once its transaction commits, without waiting for the workers to poll', async () => {
    const email = `wake-${Date.now()}@example.com`;
    const response = await app
      .client()
      .post('/api/contact', { name: 'Ada', email, company: 'Wake Co', message: 'Hello there' });
    expect(response.status).toBe(201);
    const [mail] = await eventually(async () => {
      const mails = await mailsTo(email);
      return mails.length > 0 ? mails : undefined;
    }, 10_000);
    expect(mail.text).toContain("We'll get back to you within 24 hours");
  });

  it('wakes the workers for each job sent while they were busy, so none waits for a poll', async () => {
    const emails = Array.from({ length: 8 }, (_, index) => `burst-${index}-${Date.now()}@example.com`);
    const answers = await Promise.all(
      emails.map((email) =>
        app.client().post('/api/contact', { name: 'Ada', email, company: 'Burst Co', message: 'Hello again' }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(emails.map(() => 201));
    await eventually(async () => {
      const recipients = (await app.outbox()).map((mail) => mail.to).join('\n');
      return emails.every((email) => recipients.includes(email)) ? true : undefined;
    }, 10_000);
  });
});
