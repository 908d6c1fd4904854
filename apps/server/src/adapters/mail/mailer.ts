import fsp from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { randomToken } from '../../lib/crypto.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mail. Modules see only this; how it travels (SMTP or the dev outbox) is decided once. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** 'smtp' or 'outbox', for logs and health. */
  readonly transport: 'smtp' | 'outbox';
}

/** Where mail goes when no SMTP server is configured (development, tests, a fresh install). */
export const outboxDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'outbox');

/** SMTP through nodemailer (STARTTLS when the server offers it; smtps:// for implicit TLS). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    transport: 'smtp',
    async send(m) {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
    },
  };
}

/**
 * Writes each message, as the RFC 5322 file an SMTP server would have received, to DATA_DIR/outbox
 * (0600: it holds live reset links) and says so in the log, so a developer can open the link.
 */
export function outboxMailer(config: Pick<Config, 'dataDir'>, from: string, logger: Logger, clock: Clock = systemClock): Mailer {
  const build = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = outboxDir(config);
  return {
    transport: 'outbox',
    async send(m) {
      const info = await build.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
      await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
      const file = path.join(dir, `${clock.now().toISOString().replace(/[:.]/g, '-')}-${randomToken(6)}.eml`);
      await fsp.writeFile(file, info.message, { mode: 0o600 });
      logger.warn({ file }, 'SMTP_URL is not set: the e-mail was written to the dev outbox, not sent');
    },
  };
}

/** SMTP when SMTP_URL is set, else the dev outbox (built once, by createContext). */
export function createMailer(config: Config, logger: Logger, clock: Clock = systemClock): Mailer {
  return config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.SMTP_FROM) : outboxMailer(config, config.SMTP_FROM, logger, clock);
}
