import { html, mailLayout, type MailMessage } from '../../mail/application/mail-template';

export function passwordResetMail(username: string, link: string): MailMessage {
  const subject = 'Reset your password';
  const text = [
    `Hello ${username},`,
    '',
    'Someone asked to reset the password of your account. To choose a new password, open this link:',
    link,
    '',
    'The link works once, for 30 minutes. Resetting signs your account out everywhere.',
    'If you did not ask for it, ignore this mail: your password stays as it is.',
  ].join('\n');
  const body = html`<p>Hello ${username},</p>
    <p>Someone asked to reset the password of your account. To choose a new password:</p>
    <p>
      <a
        href="${link}"
        style="display:inline-block;padding:10px 18px;background:#7c3aed;color:#fff;border-radius:6px;text-decoration:none"
        >Reset password</a
      >
    </p>
    <p style="font-size:13px;color:#555">Or open this link: ${link}</p>
    <p style="font-size:13px;color:#555">
      The link works once, for 30 minutes. Resetting signs your account out everywhere. If you did not ask for it,
      ignore this mail: your password stays as it is.
    </p>`;
  return { subject, text, html: mailLayout(subject, body) };
}
