// Development only: an SMTP server inside the process (smtp-server) that keeps the last 200 emails the product
// sent, parsed with mailparser, for the inbox page at /dev/inbox. Production never starts it (see routes.ts).
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtEmail {
  id: number;
  to: string;
  from: string;
  subject: string;
  date: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

const KEEP = 200;

export class DevInbox {
  readonly emails: CaughtEmail[] = [];
  private nextId = 1;
  private server: SMTPServer | null = null;
  port = 0;

  async start(port: number, host = '127.0.0.1'): Promise<number> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream).then((mail) => {
          const headers: Record<string, string> = {};
          for (const line of mail.headerLines) headers[line.key] = line.line.slice(line.line.indexOf(':') + 1).trim();
          this.emails.unshift({
            id: this.nextId++,
            to: mail.to ? [mail.to].flat().map((a) => a.text).join(', ') : '',
            from: mail.from?.text ?? '',
            subject: mail.subject ?? '',
            date: (mail.date ?? new Date()).toISOString(),
            html: typeof mail.html === 'string' ? mail.html : '',
            text: mail.text ?? '',
            headers,
          });
          this.emails.length = Math.min(this.emails.length, KEEP);
          callback();
        }, (err: Error) => callback(err));
      },
    });
    const server = this.server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    return this.port;
  }

  find(id: number): CaughtEmail | undefined {
    return this.emails.find((e) => e.id === id);
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
