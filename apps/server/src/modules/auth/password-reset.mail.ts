import { PASSWORD_RESET_TTL_MINUTES } from '@reelforge/contracts';
import type { MailMessage } from '../../adapters/mail/mailer.ts';

/** The reset e-mail, in the product's voice (plain text first; the HTML says the same). */
export function resetMail(to: string, firstName: string | null, link: string): MailMessage {
  const hello = firstName ? `Hi ${firstName},` : 'Hi,';
  const text = [
    hello,
    '',
    'We received a request to reset the password of your Reelforge account.',
    `Open this link to choose a new password (it works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes):`,
    '',
    link,
    '',
    "If you didn't ask for this, you can ignore this email: your password stays the same.",
    '',
    '- The Reelforge team',
  ].join('\n');
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const html = `<p>${esc(hello)}</p>
<p>We received a request to reset the password of your Reelforge account.</p>
<p><a href="${esc(link)}">Choose a new password</a> (the link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes).</p>
<p>If you didn't ask for this, you can ignore this email: your password stays the same.</p>
<p>- The Reelforge team</p>`;
  return { to, subject: 'Reset your Reelforge password', text, html };
}
