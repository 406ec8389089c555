import { html, mailLayout, type MailMessage, type SafeHtml } from '../../mail/application/mail-template';
import type { ContactMessage } from '../domain/contact-message';

export interface UnsubscribeLinks {
  /** The page with the Unsubscribe button, for people. */
  page: string;
  /** The RFC 8058 one-click address, for mail providers. */
  oneClick: string;
}

export function confirmationMail(confirmLink: string): MailMessage {
  const subject = 'Confirm your newsletter subscription';
  return {
    subject,
    text:
      'Please confirm that you want to receive the ChainBoost newsletter by opening this link:\n\n' +
      `${confirmLink}\n\n` +
      'The link works for 7 days. If you did not ask for the newsletter, ignore this mail: nothing will be sent to you.\n',
    html: mailLayout(
      subject,
      html`<h1 style="font-size:20px">Confirm your subscription</h1>
        <p>Please confirm that you want to receive the ChainBoost newsletter.</p>
        <p>
          <a
            href="${confirmLink}"
            style="display:inline-block;background:#6c3ce9;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none"
            >Confirm subscription</a
          >
        </p>
        <p>Or open this link: <a href="${confirmLink}">${confirmLink}</a></p>
        <p>
          The link works for 7 days. If you did not ask for the newsletter, ignore this mail: nothing will be sent to
          you.
        </p>`,
    ),
  };
}

/**
 * Every mail sent to the newsletter's readers goes through here: it carries the unsubscribe link
 * in the text, in the HTML, and in the headers mail providers read (RFC 2369 and RFC 8058).
 */
export function newsletterMail(
  content: { subject: string; text: string; html: SafeHtml },
  unsubscribe: UnsubscribeLinks,
): MailMessage {
  return {
    subject: content.subject,
    text: `${content.text}\n--\nUnsubscribe: ${unsubscribe.page}\n`,
    html: mailLayout(
      content.subject,
      content.html,
      html`You receive this mail because you subscribed to our newsletter.
        <a href="${unsubscribe.page}">Unsubscribe</a>`,
    ),
    headers: {
      'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export function welcomeMail(homeLink: string, unsubscribe: UnsubscribeLinks): MailMessage {
  return newsletterMail(
    {
      subject: 'Welcome to the ChainBoost newsletter',
      text:
        'Your subscription is confirmed. You will receive our latest insights and updates.\n\n' +
        `Visit us at ${homeLink}\n`,
      html: html`<h1 style="font-size:20px">Welcome!</h1>
        <p>Your subscription is confirmed. You will receive our latest insights and updates.</p>
        <p><a href="${homeLink}">Visit ChainBoost</a></p>`,
    },
    unsubscribe,
  );
}

/** Quotes the message back in plain text, each line behind "> ". */
function quote(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
}

export function contactAcknowledgementMail(message: ContactMessage): MailMessage {
  const subject = "We received your message - we'll get back to you within 24 hours";
  return {
    subject,
    text:
      `Hello ${message.name},\n\n` +
      "Thank you for contacting ChainBoost. We'll get back to you within 24 hours.\n\n" +
      `Your message:\n${quote(message.message)}\n`,
    html: mailLayout(
      subject,
      html`<p>Hello ${message.name},</p>
        <p>Thank you for contacting ChainBoost. We'll get back to you within 24 hours.</p>
        <p>Your message:</p>
        <blockquote style="margin:0;padding:8px 16px;border-left:3px solid #ccc;white-space:pre-wrap;color:#444">
          ${message.message}
        </blockquote>`,
    ),
  };
}
