import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** An SMTP server on 127.0.0.1 for the app's SMTP_URL, which can stall senders on demand. */
export interface SmtpReceiver {
  url: string;
  /** Every message received whole, in order. */
  messages: ReceivedMail[];
  /** Recipients of senders stalled so far. */
  stalled(): string[];
  /**
   * From now on, a sender's recipient (RCPT TO) is never answered: the sender waits there, as on a
   * stuck server, until its socket times out (nodemailer: 30 s without traffic).
   */
  stall(): void;
  /** Recipients are answered again (senders already stalled stay stalled). */
  serve(): void;
  close(): Promise<void>;
}

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const messages: ReceivedMail[] = [];
  const stalled: string[] = [];
  let stalling = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      // A stalled recipient is left without an answer; the sender's socket ends it.
      if (stalling) stalled.push(address.address);
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', () => resolveListen()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    stalled: () => [...stalled],
    stall: () => (stalling = true),
    serve: () => (stalling = false),
    close: () => new Promise((resolveClose) => server.close(() => resolveClose())),
  };
}
