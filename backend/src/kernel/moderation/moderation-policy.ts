/**
 * What a moderation decision causes beyond the item's own change. The use case that carries a
 * decision out asks the item's policy for these and performs each one.
 */
export type ModerationEffect =
  /** The owner's timeline gets the decision (written by the owning module with the change). */
  | 'timeline-entry'
  /** The audit log gets an entry with the values before and after. */
  | 'audit-entry'
  /** The item's owner (submitter, partner) is notified. */
  | 'notify-owner'
  /** The profile's owner becomes a partner. */
  | 'grant-partner-role'
  /** The profile's owner is a plain user again. */
  | 'revoke-partner-role'
  /** The approved submission's project is added to the public directory. */
  | 'list-in-directory'
  /** The project an approval had listed leaves the public directory. */
  | 'remove-from-directory'
  /** A Featured listing already in the directory becomes Featured. */
  | 'feature-listing'
  /** The partner's referral counters move (the conversion counts or not). */
  | 'update-referral-counters';

/** One allowed decision: from which states, to which state, causing what. */
export interface ModerationTransition<State extends string, Decision extends string> {
  decision: Decision;
  from: readonly State[];
  to: State;
  effects: readonly ModerationEffect[];
}

export type ModerationVerdict<State extends string> =
  { allowed: true; next: State; effects: readonly ModerationEffect[] } | { allowed: false };

/**
 * A small state machine for one kind of moderated item: which decisions are allowed from which
 * state, the state each one leads to and what it causes. Pure: the owning module still changes the
 * item only from an allowed state (a conditional update), so a concurrent decision is refused too.
 */
export class ModerationPolicy<State extends string, Decision extends string> {
  constructor(
    /** Names the item in messages ("Partner profile", "Article"...). */
    readonly subject: string,
    readonly transitions: readonly ModerationTransition<State, Decision>[],
  ) {}

  /** Whether `decision` is allowed in `state`, and if so the next state and its effects. */
  decide(state: State, decision: Decision): ModerationVerdict<State> {
    const transition = this.transitions.find((t) => t.decision === decision && t.from.includes(state));
    return transition ? { allowed: true, next: transition.to, effects: transition.effects } : { allowed: false };
  }

  /** Like `decide`, for a transition the caller knows happened; throws when the policy does not allow it. */
  effectsOf(state: State, decision: Decision): readonly ModerationEffect[] {
    const verdict = this.decide(state, decision);
    if (!verdict.allowed) throw new Error(`${this.subject}: ${decision} is not allowed from ${state}`);
    return verdict.effects;
  }

  /** The states a decision may be taken from. */
  allowedFrom(decision: Decision): readonly State[] {
    return this.transitions.filter((t) => t.decision === decision).flatMap((t) => t.from);
  }
}

/**
 * Null when an approval or rejection may carry this reason code; otherwise the message of its 400.
 * A reason code only goes with a rejection.
 */
export function reasonCodeProblem(approve: boolean, reasonCode: string | null): string | null {
  return approve && reasonCode ? 'reasonCode is only given when rejecting' : null;
}
