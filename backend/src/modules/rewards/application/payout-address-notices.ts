import { Inject, Injectable } from '@nestjs/common';
import { getAddress } from 'viem';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { UserContacts } from '../../auth/application/user-contacts';
import { MailQueue } from '../../mail/application/mail-queue';
import { html, mailLayout, type MailMessage } from '../../mail/application/mail-template';
import type { PayoutAddressChange } from '../domain/payout-address';

function changeRequestedMail(change: PayoutAddressChange, link: string): MailMessage {
  const subject = 'Your payout address is changing';
  const address = getAddress(change.address);
  const when = change.effectiveAt.toUTCString();
  const text = [
    'Hello,',
    '',
    `Your partner payout address was changed to ${address} (chain ${change.chainId}).`,
    `It becomes effective on ${when}; until then payouts still go to the address before it.`,
    '',
    `If you did not make this change, cancel it at once on your partner dashboard (${link}) and change your password.`,
  ].join('\n');
  const body = html`<p>Hello,</p>
    <p>Your partner payout address was changed to <code>${address}</code> (chain ${String(change.chainId)}).</p>
    <p>It becomes effective on ${when}; until then payouts still go to the address before it.</p>
    <p>
      <strong>If you did not make this change</strong>, cancel it at once on your
      <a href="${link}">partner dashboard</a> and change your password.
    </p>`;
  return { subject, text, html: mailLayout(subject, body) };
}

function changeCancelledMail(link: string): MailMessage {
  const subject = 'Your payout address change was cancelled';
  const text = [
    'Hello,',
    '',
    'The change of your partner payout address that was waiting was cancelled; payouts go where they went before.',
    `See it on your partner dashboard: ${link}`,
  ].join('\n');
  const body = html`<p>Hello,</p>
    <p>The change of your partner payout address that was waiting was cancelled; payouts go where they went before.</p>
    <p>See it on your <a href="${link}">partner dashboard</a>.</p>`;
  return { subject, text, html: mailLayout(subject, body) };
}

/** Tells the account by mail (its verified address) of every change of where its money goes. */
@Injectable()
export class PayoutAddressNotices {
  constructor(
    private readonly mail: MailQueue,
    private readonly contacts: UserContacts,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get link(): string {
    return `${this.config.publicUrl}/partner-dashboard#payout-address`;
  }

  async requested(change: PayoutAddressChange): Promise<void> {
    const contact = await this.contacts.byId(change.userId);
    if (!contact?.verifiedEmail) return;
    await this.mail.enqueue({
      idempotencyKey: `payout-address:${change.id}:requested`,
      to: contact.verifiedEmail,
      message: changeRequestedMail(change, this.link),
    });
  }

  async cancelled(userId: number, changeIds: readonly number[]): Promise<void> {
    const contact = await this.contacts.byId(userId);
    if (!contact?.verifiedEmail) return;
    await this.mail.enqueue({
      idempotencyKey: `payout-address:${changeIds.join(',')}:cancelled`,
      to: contact.verifiedEmail,
      message: changeCancelledMail(this.link),
    });
  }
}
