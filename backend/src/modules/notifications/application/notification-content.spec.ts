import { describe, expect, it } from 'vitest';
import type { NotificationEvent } from '../domain/notification-event';
import { contentOf, mailOf } from './notification-content';

const HOSTILE = '<script>alert(1)</script><img src=x onerror=alert(2)>"\'&';

/** One event of every type, with the hostile text in every field a person typed. */
const EVENTS: NotificationEvent[] = [
  {
    type: 'project-submission.decided',
    submissionId: 1,
    ownerUserId: 1,
    projectName: HOSTILE,
    outcome: 'rejected',
    adminNotes: HOSTILE,
  },
  {
    type: 'article-submission.decided',
    articleId: 1,
    ownerUserId: 1,
    title: HOSTILE,
    outcome: 'approved',
    adminNotes: HOSTILE,
  },
  {
    type: 'partner-profile.decided',
    profileId: 1,
    ownerUserId: 1,
    companyName: HOSTILE,
    outcome: 'rejected',
    reason: HOSTILE,
  },
  {
    type: 'project.verification-decided',
    projectId: 1,
    ownerUserId: 1,
    projectName: HOSTILE,
    outcome: 'verified',
    adminNotes: HOSTILE,
  },
  { type: 'referral.converted', referralId: 1, ownerUserId: 1, code: HOSTILE },
  { type: 'partner-profile.submitted', profileId: 1, companyName: HOSTILE },
  { type: 'project-submission.submitted', submissionId: 1, projectName: HOSTILE },
  { type: 'article-submission.submitted', articleId: 1, title: HOSTILE },
  {
    type: 'contact-message.received',
    messageId: 1,
    name: HOSTILE,
    email: 'a@example.com',
    company: HOSTILE,
    message: HOSTILE,
  },
  {
    type: 'project-submission.payment-recorded',
    submissionId: 1,
    ownerUserId: 1,
    projectName: HOSTILE,
    amount: 'USD 500.00',
    reference: HOSTILE,
  },
  { type: 'article-submission.unpublished', articleId: 1, ownerUserId: 1, title: HOSTILE, reason: HOSTILE },
  { type: 'article-submission.reopened', articleId: 1, ownerUserId: 1, title: HOSTILE, reason: HOSTILE },
  {
    type: 'project-submission.reopened',
    submissionId: 1,
    ownerUserId: 1,
    projectName: HOSTILE,
    reason: HOSTILE,
    delisted: true,
  },
  { type: 'project.unverified', projectId: 1, ownerUserId: 1, projectName: HOSTILE, reason: HOSTILE },
  { type: 'partner-profile.revoked', profileId: 1, ownerUserId: 1, companyName: HOSTILE, reason: HOSTILE },
  { type: 'referral.conversion-voided', referralId: 1, ownerUserId: 1, code: HOSTILE, reason: HOSTILE },
  {
    type: 'ownership-proof.lapsed',
    submissionId: 1,
    ownerUserId: 1,
    projectName: HOSTILE,
    badge: 'domain',
    reason: HOSTILE,
  },
  {
    type: 'ownership-signer.decided',
    submissionId: 1,
    ownerUserId: 1,
    projectName: HOSTILE,
    signer: HOSTILE,
    outcome: 'accepted',
  },
  {
    type: 'ownership-proof.lapsed-for-review',
    submissionId: 1,
    projectName: HOSTILE,
    badge: 'domain',
    reason: HOSTILE,
  },
];

describe('notification mail', () => {
  it.each(EVENTS.map((event) => [event.type, event] as const))(
    '%s: shows user text as text and runs nothing',
    (_type, event) => {
      const mail = mailOf(contentOf(event), 'https://agency.example');
      expect(mail.html).not.toMatch(/<script|<img|onerror=alert\(2\)>/);
      expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(mail.text).toContain(HOSTILE);
      expect(mail.text).toContain('https://agency.example/');
    },
  );

  it('links to the page concerned', () => {
    expect(contentOf(EVENTS[0]).link).toBe('/submit-project');
    expect(contentOf(EVENTS[3]).link).toBe('/project/1');
    expect(contentOf(EVENTS[8]).link).toBe('/admin#inbox');
  });

  it('keeps titles within the stored length', () => {
    const long = { ...EVENTS[6], projectName: 'x'.repeat(500) } as NotificationEvent;
    expect(contentOf(long).title.length).toBeLessThanOrEqual(200);
  });
});
