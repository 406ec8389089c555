import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, errorStatus, serverMessage } from '../../../lib/api-client';
import { isAffectedByDecision } from './admin-endpoints';
import { decisionRequest, sendDecision } from './admin-requests';

function stubFetch(response: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('decisionRequest (spec §7)', () => {
  it('sends the flag each endpoint takes', () => {
    expect(decisionRequest('partner', 3, true, '')).toEqual({
      url: '/api/admin/partners/3/approve',
      body: { approved: true },
    });
    expect(decisionRequest('project', 4, false, '')).toEqual({
      url: '/api/admin/projects/4/verify',
      body: { verified: false },
    });
    expect(decisionRequest('article', 5, true, '')).toEqual({
      url: '/api/admin/articles/5/publish',
      body: { published: true },
    });
    expect(decisionRequest('submission', 6, false, '')).toEqual({
      url: '/api/project-submissions/6/status',
      body: { verificationStatus: 'rejected', adminNotes: '' },
    });
    expect(decisionRequest('submission', 6, true, '').body).toEqual({ verificationStatus: 'approved', adminNotes: '' });
  });

  it('adds a trimmed note to the flag-only calls only when one was typed', () => {
    expect(decisionRequest('partner', 3, false, '  Incomplete KYC  ').body).toEqual({
      approved: false,
      adminNotes: 'Incomplete KYC',
    });
    expect(decisionRequest('partner', 3, false, '', 'duplicate').body).toEqual({
      approved: false,
      reasonCode: 'duplicate',
    });
    expect(decisionRequest('partner', 3, true, '', 'duplicate').body).toEqual({ approved: true });
    expect(decisionRequest('article', 5, false, '   ').body).toEqual({ published: false });
  });

  it('always sends both keys of the submission call, adminNotes empty when no note was typed', () => {
    expect(decisionRequest('submission', 6, true, '   ').body).toEqual({
      verificationStatus: 'approved',
      adminNotes: '',
    });
    expect(decisionRequest('submission', 6, false, ' Duplicate ').body).toEqual({
      verificationStatus: 'rejected',
      adminNotes: 'Duplicate',
    });
    expect(Object.keys(decisionRequest('submission', 6, true, '').body)).toEqual(['verificationStatus', 'adminNotes']);
  });
});

describe('sendDecision', () => {
  it('PATCHes JSON with the session cookie', async () => {
    const fetchMock = stubFetch(() =>
      Response.json({ success: true, data: { id: 6, verificationStatus: 'rejected' } }),
    );
    await expect(sendDecision('submission', 6, false, 'Duplicate')).resolves.toEqual({
      id: 6,
      verificationStatus: 'rejected',
    });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/project-submissions/6/status');
    expect(init).toMatchObject({ method: 'PATCH', credentials: 'include' });
    expect(JSON.parse(init?.body as string)).toEqual({ verificationStatus: 'rejected', adminNotes: 'Duplicate' });
  });

  it("rejects with the server's status and message on 409", async () => {
    stubFetch(() =>
      Response.json({ success: false, message: 'Partner profile was already decided (approved)' }, { status: 409 }),
    );
    const failure = await sendDecision('partner', 1, true, '').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(errorStatus(failure)).toBe(409);
    expect(serverMessage(failure)).toBe('Partner profile was already decided (approved)');
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(errorStatus(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});

describe('keys', () => {
  it('marks every page and filter of the queues and the audit log as affected by a decision, nothing else', () => {
    expect(isAffectedByDecision('/api/admin/partners/pending')).toBe(true);
    expect(isAffectedByDecision('/api/admin/partners/pending?limit=20&q=vega&sort=newest&cursor=abc')).toBe(true);
    expect(isAffectedByDecision('/api/admin/projects/pending?limit=1')).toBe(true);
    expect(isAffectedByDecision('/api/project-submissions/all')).toBe(true);
    expect(isAffectedByDecision('/api/project-submissions/all?status=pending&limit=1')).toBe(true);
    expect(isAffectedByDecision('/api/admin/audit?limit=20&action=partner.approve')).toBe(true);
    expect(isAffectedByDecision('/api/project-submissions/all/export?status=pending')).toBe(false);
    expect(isAffectedByDecision('/api/admin/contact-messages?limit=20')).toBe(false);
    expect(isAffectedByDecision('/api/auth/user')).toBe(false);
    expect(isAffectedByDecision(['/api', 'x'])).toBe(false);
  });
});
