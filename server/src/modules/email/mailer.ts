// Sends one rendered email over SMTP (nodemailer). Jobs call it, never a request: a slow SMTP server delays a job,
// which retries, not a member's click.
import nodemailer, { type Transporter } from 'nodemailer';
import type { EmailConfig } from '../../config';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** RFC 8058 one-click unsubscribe URL (List-Unsubscribe + List-Unsubscribe-Post). */
  unsubscribeUrl?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

type Smtp = NonNullable<EmailConfig['smtp']>;

export function createSmtpMailer(smtp: Smtp, from: string): Mailer {
  const transport: Transporter = 'url' in smtp
    ? nodemailer.createTransport(smtp.url)
    : nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.port === 465,
      ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass ?? '' } } : {}),
    });
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(mail.unsubscribeUrl
          ? { headers: { 'List-Unsubscribe': `<${mail.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
          : {}),
      });
    },
    close: () => transport.close(),
  };
}
