import { html, mailLayout, type MailMessage, type SafeHtml } from '../../mail/application/mail-template';
import { reasonLabel } from '../../../kernel/lifecycle/reason-code';
import type { NotificationEvent } from '../domain/notification-event';

/** What a notification says, in the app and in its mail. `link` is a path of this site. */
export interface NotificationContent {
  title: string;
  body: string;
  link: string;
}

const TITLE_MAX_LENGTH = 200;

function decided(outcome: 'approved' | 'rejected'): string {
  return outcome === 'approved' ? 'approved' : 'rejected';
}

function withNotes(sentence: string, label: string, notes: string | null): string {
  return notes ? `${sentence} ${label}: ${notes}` : sentence;
}

export function contentOf(event: NotificationEvent): NotificationContent {
  const content = ((): NotificationContent => {
    switch (event.type) {
      case 'project-submission.decided':
        return {
          title: `Your project "${event.projectName}" was ${decided(event.outcome)}`,
          body: withNotes(
            event.outcome === 'approved'
              ? 'It is now listed in the project directory.'
              : `It will not be listed.${event.reasonCode ? ` Reason: ${reasonLabel(event.reasonCode)}.` : ''}`,
            'Admin notes',
            event.adminNotes,
          ),
          link: '/submit-project',
        };
      case 'project-submission.payment-recorded':
        return {
          title: `Payment recorded for "${event.projectName}"`,
          body: `An admin recorded your listing payment of ${event.amount} (reference ${event.reference}).`,
          link: '/submit-project',
        };
      case 'project-submission.quote-issued':
        return {
          title: `Quote for "${event.projectName}": ${event.amount}`,
          body: `Pay ${event.amount} on ${event.chainName} to the treasury address shown with your submission before ${event.expiresAt}, then enter the transaction hash there.`,
          link: '/submit-project',
        };
      case 'project-submission.paid-on-chain':
        return {
          title: `Payment received for "${event.projectName}"`,
          body: `Your payment of ${event.amount} on ${event.chainName} was confirmed (transaction ${event.txHash}).`,
          link: '/submit-project',
        };
      case 'project-submission.chain-payment-refused':
        return {
          title: `Payment not accepted for "${event.projectName}"`,
          body: `Transaction ${event.txHash} does not pay the quote: ${event.reason}.`,
          link: '/submit-project',
        };
      case 'project-submission.chain-payment-received':
        return {
          title: `"${event.projectName}" was paid on chain`,
          body: `${event.amount} on ${event.chainName}, transaction ${event.txHash}.`,
          link: '/admin#submissions',
        };
      case 'article-submission.decided':
        return {
          title: `Your article "${event.title}" was ${decided(event.outcome)}`,
          body: withNotes(
            event.outcome === 'approved'
              ? 'It is now published on the articles page.'
              : `It will not be published.${event.reasonCode ? ` Reason: ${reasonLabel(event.reasonCode)}.` : ''}`,
            'Admin notes',
            event.adminNotes,
          ),
          link: '/partner-dashboard#article-submissions',
        };
      case 'partner-profile.decided':
        return {
          title: `Your partner application for ${event.companyName} was ${decided(event.outcome)}`,
          body: withNotes(
            event.outcome === 'approved'
              ? 'You now have the partner tools in your dashboard.'
              : `You do not have partner access.${event.reasonCode ? ` Reason: ${reasonLabel(event.reasonCode)}.` : ''}`,
            event.reasonCode ? 'Admin notes' : 'Reason',
            event.reason,
          ),
          link: '/partner-dashboard',
        };
      case 'project.verification-decided':
        return {
          title: `Your project "${event.projectName}" was ${event.outcome === 'verified' ? 'verified' : 'not verified'}`,
          body: withNotes(
            event.outcome === 'verified'
              ? 'It now shows the Verified badge in the directory.'
              : 'It stays listed without the Verified badge.',
            'Admin notes',
            event.adminNotes,
          ),
          link: `/project/${event.projectId}`,
        };
      case 'article-submission.unpublished':
        return {
          title: `Your article "${event.title}" was unpublished`,
          body: `An admin took it off the articles page. You can edit it and resubmit it for review. Reason: ${event.reason}`,
          link: '/partner-dashboard#article-submissions',
        };
      case 'article-submission.reopened':
        return {
          title: `Your article "${event.title}" is back in review`,
          body: `An admin reopened the decision on it; it is pending again. Reason: ${event.reason}`,
          link: '/partner-dashboard#article-submissions',
        };
      case 'project-submission.reopened':
        return {
          title: `Your project "${event.projectName}" is back in review`,
          body: `An admin reopened the decision on it; it is pending again${
            event.delisted ? ' and is not listed in the directory until it is approved again' : ''
          }. Reason: ${event.reason}`,
          link: '/submit-project',
        };
      case 'project.unverified':
        return {
          title: `Your project "${event.projectName}" is no longer verified`,
          body: `It stays listed without the Verified badge. Reason: ${event.reason}`,
          link: `/project/${event.projectId}`,
        };
      case 'partner-profile.revoked':
        return {
          title: `Your partner access for ${event.companyName} was revoked`,
          body: `You no longer have the partner tools; your existing records stay readable. Reason: ${event.reason}`,
          link: '/partner-dashboard',
        };
      case 'referral.converted':
        return {
          title: 'Someone signed up through your referral link',
          body: `A new account was created through referral code ${event.code}.`,
          link: '/partner-dashboard#referrals',
        };
      case 'referral.conversion-voided':
        return {
          title: 'A referral signup does not count',
          body: `An admin reviewed a signup through referral code ${event.code} and voided it. Reason: ${event.reason}`,
          link: '/partner-dashboard#referrals',
        };
      case 'ownership-proof.lapsed':
        return {
          title: `"${event.projectName}" lost its Verified owner badge`,
          body: `The proof (${event.badge}) no longer holds: ${event.reason}. Prove ownership again to restore it.`,
          link: '/submit-project',
        };
      case 'ownership-proof.checked':
        return event.outcome === 'verified'
          ? {
              title: `"${event.projectName}" is a Verified owner`,
              body: `Your signature for ${event.contract} on ${event.chain} was checked on the chain and proves control.`,
              link: '/submit-project',
            }
          : {
              title: `Ownership proof refused for "${event.projectName}"`,
              body: `Your signature for ${event.contract} on ${event.chain} was checked on the chain: ${event.reason ?? 'it does not prove control'}.`,
              link: '/submit-project',
            };
      case 'ownership-signer.decided':
        return {
          title: `Signer ${event.outcome} for "${event.projectName}"`,
          body:
            event.outcome === 'accepted'
              ? `${event.signer} may now prove ownership of its contract by signing.`
              : `An admin did not accept ${event.signer} as a signer for its contract.`,
          link: '/submit-project',
        };
      case 'ownership-proof.lapsed-for-review':
        return {
          title: `Ownership proof lapsed: ${event.projectName}`,
          body: `The proof (${event.badge}) no longer holds: ${event.reason}.`,
          link: '/admin#submissions',
        };
      case 'partner-profile.submitted':
        return {
          title: `${event.resubmitted ? 'Resubmitted' : 'New'} partner application: ${event.companyName}`,
          body: 'It is waiting for a decision.',
          link: '/admin#partners',
        };
      case 'project-submission.submitted':
        return {
          title: `${event.resubmitted ? 'Resubmitted' : 'New'} project submission: ${event.projectName}`,
          body: 'It is waiting for a decision.',
          link: '/admin#submissions',
        };
      case 'article-submission.submitted':
        return {
          title: `${event.resubmitted ? 'Resubmitted' : 'New'} article submission: ${event.title}`,
          body: 'It is waiting for a decision.',
          link: '/admin#articles',
        };
      case 'contact-message.received':
        return {
          title: `New contact message from ${event.name}`,
          body: `${event.name} <${event.email}>${event.company ? ` (${event.company})` : ''} wrote: ${event.message}`,
          link: '/admin#inbox',
        };
    }
  })();
  return { ...content, title: content.title.slice(0, TITLE_MAX_LENGTH) };
}

/** The mail of a notification: the same words, with a link to the page. */
export function mailOf(content: NotificationContent, publicUrl: string, preferencesNote = true): MailMessage {
  const url = `${publicUrl}${content.link}`;
  const footer: SafeHtml | undefined = preferencesNote
    ? html`You receive this because of your notification settings:
        <a href="${publicUrl}/account">${publicUrl}/account</a>`
    : undefined;
  return {
    subject: content.title,
    text: [
      content.title,
      '',
      content.body,
      '',
      `Open: ${url}`,
      ...(preferencesNote ? ['', `Notification settings: ${publicUrl}/account`] : []),
      '',
      'ChainBoost',
    ].join('\n'),
    html: mailLayout(
      content.title,
      html`<h1 style="font-size:20px">${content.title}</h1>
        <p style="white-space:pre-line">${content.body}</p>
        <p>
          <a
            href="${url}"
            style="display:inline-block;padding:10px 16px;background:#6c2bd9;color:#fff;text-decoration:none;border-radius:6px"
            >Open</a
          >
        </p>`,
      footer,
    ),
  };
}
