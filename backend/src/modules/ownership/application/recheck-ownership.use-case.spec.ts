import { describe, expect, it } from 'vitest';
import type { TransactionRunner } from '../../../common/application/transaction-runner';
import type { NotificationEvent } from '../../notifications/domain/notification-event';
import type { Notifier } from '../../notifications/application/notifier';
import type { ProjectSubmissionAccess } from '../../submissions/application/project-submission-access';
import type { OwnershipProof, ProofStatus } from '../domain/ownership';
import type { DomainCheck } from './domain-proof-reader';
import type { OwnershipRepository } from './ownership.repository';
import type { ProofChecks } from './proof-checks';
import { RecheckOwnershipUseCase } from './recheck-ownership.use-case';

const OWNER = '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed';

function setup(outcome: DomainCheck, status: ProofStatus = 'verified') {
  const proof: OwnershipProof = {
    id: 7,
    submissionId: 12,
    contractId: 3,
    method: 'signature',
    status,
    checking: false,
    evidence: { method: 'signature', signer: OWNER, signerKind: 'owner', chainId: 8453, contract: OWNER },
    checkedAt: new Date(0),
    lapsedAt: null,
  };
  const events: NotificationEvent[] = [];
  const ownership = {
    proof: () => Promise.resolve(proof),
    setStatus: (_id: number, next: ProofStatus, checking: boolean) => {
      Object.assign(proof, { status: next, checking });
      return Promise.resolve(proof);
    },
  } as unknown as OwnershipRepository;
  const submissions = {
    find: () => Promise.resolve({ id: 12, userId: 5, projectName: 'Orbit', website: null, projectId: null }),
  } as unknown as ProjectSubmissionAccess;
  const checks = { stillHolds: () => Promise.resolve(outcome) } as unknown as ProofChecks;
  const notifier: Notifier = { notify: (event) => Promise.resolve(void events.push(event)) };
  const directly = { run: <T>(work: () => Promise<T>) => work() } as unknown as TransactionRunner;
  const useCase = new RecheckOwnershipUseCase(ownership, submissions, checks, notifier, directly);
  return { useCase, proof, events };
}

describe('RecheckOwnershipUseCase', () => {
  it('keeps a proof that still holds, and clears "checking"', async () => {
    const { useCase, proof, events } = setup({ outcome: 'holds', where: OWNER });
    proof.checking = true;
    expect(await useCase.recheck(7)).toBe('settled');
    expect(proof).toMatchObject({ status: 'verified', checking: false });
    expect(events).toEqual([]);
  });

  it('never lapses a proof on a network failure: it is marked checking and the caller retries', async () => {
    const { useCase, proof, events } = setup({ outcome: 'unreachable', reason: 'Base could not be read' });
    expect(await useCase.recheck(7)).toBe('unreachable');
    expect(proof).toMatchObject({ status: 'verified', checking: true });
    expect(events).toEqual([]);
  });

  it('lapses a proof that no longer holds and tells the submitter and the admins', async () => {
    const { useCase, proof, events } = setup({ outcome: 'missing', reason: 'the owner changed' });
    expect(await useCase.recheck(7)).toBe('settled');
    expect(proof).toMatchObject({ status: 'lapsed', checking: false });
    expect(events).toEqual([
      expect.objectContaining({ type: 'ownership-proof.lapsed', ownerUserId: 5, badge: 'contract owner on Base' }),
      expect.objectContaining({ type: 'ownership-proof.lapsed-for-review', projectName: 'Orbit' }),
    ]);
  });

  it('leaves a lapsed proof alone', async () => {
    const { useCase, events } = setup({ outcome: 'missing', reason: 'gone' }, 'lapsed');
    expect(await useCase.recheck(7)).toBe('settled');
    expect(events).toEqual([]);
  });
});
