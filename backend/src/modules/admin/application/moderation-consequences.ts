import { Injectable } from '@nestjs/common';
import type { ModerationEffect } from '../../../kernel/moderation/moderation-policy';
import { GrantPartnerRoleUseCase } from '../../auth/application/grant-partner-role.use-case';
import { RevokePartnerRoleUseCase } from '../../auth/application/revoke-partner-role.use-case';
import type { Role } from '../../auth/domain/user';
import { Notifier } from '../../notifications/application/notifier';
import type { NotificationEvent } from '../../notifications/domain/notification-event';

/**
 * The consequences of a decision outside the item's own module and the directory: the owner's
 * role (auth) and the owner's notification (notifications).
 */
@Injectable()
export class ModerationConsequences {
  constructor(
    private readonly granting: GrantPartnerRoleUseCase,
    private readonly revoking: RevokePartnerRoleUseCase,
    private readonly notifier: Notifier,
  ) {}

  grantPartnerRole(userId: number): Promise<void> {
    return this.granting.execute(userId);
  }

  /** Answers the role before and after. */
  revokePartnerRole(userId: number): Promise<{ before: Role | null; after: Role | null }> {
    return this.revoking.execute(userId);
  }

  notify(event: NotificationEvent): Promise<void> {
    return this.notifier.notify(event);
  }
}

/** How a use case performs the effects it carries out itself, keyed by effect. */
export type EffectActions = Partial<Record<ModerationEffect, () => Promise<unknown>>>;

/** Effects the owning module performs together with the item's change, in the same call. */
const DONE_BY_THE_OWNER: readonly ModerationEffect[] = ['timeline-entry', 'update-referral-counters'];

/**
 * Performs a policy's effects in the policy's order. The timeline entry and the referral counters
 * change with the item in its owning module, so they need no action here; any other effect
 * without an action is a programming error.
 */
export async function carryOut(effects: readonly ModerationEffect[], actions: EffectActions): Promise<void> {
  for (const effect of effects) {
    if (DONE_BY_THE_OWNER.includes(effect)) continue;
    const action = actions[effect];
    if (!action) throw new Error(`No action carries out the effect ${effect}`);
    await action();
  }
}
