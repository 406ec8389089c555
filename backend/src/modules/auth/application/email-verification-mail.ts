import { html, mailLayout, type MailMessage } from '../../mail/application/mail-template';

export function emailVerificationMail(username: string, link: string): MailMessage {
  const subject = 'Confirm your email address';
  const text = [
    `Hello ${username},`,
    '',
    'Please confirm that this is your email address by opening this link:',
    link,
    '',
    'The link works once, for 24 hours. If you did not ask for it, ignore this mail: nothing changes.',
  ].join('\n');
  const body = html`<p>Hello ${username},</p>
    <p>Please confirm that this is your email address:</p>
    <p>
      <a
        href="${link}"
        style="display:inline-block;padding:10px 18px;background:#7c3aed;color:#fff;border-radius:6px;text-decoration:none"
        >Verify email address</a
      >
    </p>
    <p style="font-size:13px;color:#555">Or open this link: ${link}</p>
    <p style="font-size:13px;color:#555">
      The link works once, for 24 hours. If you did not ask for it, ignore this mail: nothing changes.
    </p>`;
  return { subject, text, html: mailLayout(subject, body) };
}
