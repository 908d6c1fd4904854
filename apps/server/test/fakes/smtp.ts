import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The user name the client authenticated as, or null. */
  user: string | null;
  /** The message as sent on the wire (headers and body, transfer-encoded). */
  raw: string;
}

/** Decodes a quoted-printable body enough to read links out of it. */
export const decodeQuotedPrintable = (s: string) =>
  s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * A local SMTP server (the real protocol, via the smtp-server package) on 127.0.0.1 that keeps
 * what it receives. AUTH PLAIN/LOGIN without TLS is allowed here only because it is loopback.
 */
export async function startFakeSmtp(opts: { user?: string; pass?: string } = {}) {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: !opts.user,
    logger: false,
    onAuth(auth, _session, cb) {
      if (auth.username === opts.user && auth.password === opts.pass) return cb(null, { user: auth.username });
      return cb(new Error('Invalid username or password'));
    },
    onData(stream, session, cb) {
      const parts: Buffer[] = [];
      stream.on('data', (c: Buffer) => parts.push(c));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === 'string' ? session.user : null,
          raw: Buffer.concat(parts).toString('utf8'),
        });
        waiters.splice(0).forEach((w) => w());
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    mails,
    port,
    url: opts.user ? `smtp://${opts.user}:${opts.pass}@127.0.0.1:${port}` : `smtp://127.0.0.1:${port}`,
    /** Resolves with the first mail to `to` once it has arrived. */
    async waitFor(to: string): Promise<ReceivedMail> {
      for (;;) {
        const found = mails.find((m) => m.to.includes(to));
        if (found) return found;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
