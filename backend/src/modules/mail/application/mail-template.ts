/** A rendered message: one plain-text and one HTML part from one template each. */
export interface MailMessage {
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string | number | boolean | null | undefined): string {
  return String(value ?? '').replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

/** Markup trusted by construction: the output of `html`, never a user's text. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/**
 * Tagged template for mail HTML: every interpolated value is escaped unless it is itself
 * `SafeHtml` (a fragment built with this tag); arrays are joined. A user's text can never
 * become markup.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  const render = (value: unknown): string => {
    if (value instanceof SafeHtml) return value.value;
    if (Array.isArray(value)) return value.map(render).join('');
    if (
      typeof value === 'object' ||
      typeof value === 'function' ||
      typeof value === 'symbol' ||
      typeof value === 'bigint'
    ) {
      // Only text, numbers and fragments: anything else would print as "[object Object]".
      throw new TypeError(`html: cannot interpolate a ${typeof value}`);
    }
    return escapeHtml(value as string | number | boolean | null | undefined);
  };
  return new SafeHtml(
    strings.reduce((out, part, index) => out + part + (index < values.length ? render(values[index]) : ''), ''),
  );
}

/** The common frame of every HTML mail. */
export function mailLayout(title: string, body: SafeHtml, footer?: SafeHtml): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>${title}</title>
      </head>
      <body
        style="font-family:Arial,Helvetica,sans-serif;color:#1a1a2e;line-height:1.5;max-width:600px;margin:0 auto;padding:24px"
      >
        ${body}
        <hr style="border:none;border-top:1px solid #ddd;margin:24px 0" />
        <p style="font-size:12px;color:#666">ChainBoost${footer ? html`<br />${footer}` : ''}</p>
      </body>
    </html>`.value;
}
