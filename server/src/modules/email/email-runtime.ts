// Runs the email service the composition root built (services.ts; its queues are declared with every other queue
// in jobs/product-jobs.ts): it listens to the events that send mail (the chat's committed messages, the
// notifications asked for, whether or not they were made in-app).
// Development gets a mail catcher on demand.
import type { Config } from '../../config';
import type { JobLog } from '../../jobs/job-runner';
import type { ChatCommits } from '../chat/events';
import type { NotificationEvents } from '../notifications/service';
import { DevInbox } from './dev-inbox';
import type { EmailService } from './service';

export interface EmailRuntime {
  service: EmailService;
  /** The development mail catcher once started. */
  devInbox(): DevInbox | null;
  /** Development only: starts the catcher and sends through it; resolves with its SMTP port. */
  startDevInbox(): Promise<number>;
  close(): Promise<void>;
}

export function runEmail(opts: {
  service: EmailService; config: Config; log: JobLog;
  chat: ChatCommits; notificationEvents: NotificationEvents;
}): EmailRuntime {
  const { service, config } = opts;
  const warn = (err: unknown) => opts.log.warn({ err }, 'email job not queued');
  if (config.email.enabled) {
    // One job per recipient and batch, queued without holding up the senders' answers.
    opts.chat.onCommitted(async (messages) => {
      for (const recipientId of new Set(messages.filter((m) => m.notify).map((m) => m.recipientId))) {
        service.messageUnread(recipientId).catch(warn);
      }
    });
    opts.notificationEvents.on('requested', (notification) => {
      service.notificationRequested(notification).catch(warn);
    });
  }
  let inbox: DevInbox | null = null;
  return {
    service,
    devInbox: () => inbox,
    async startDevInbox() {
      if (config.isProduction) throw new Error('the development mail catcher is refused in production');
      inbox = new DevInbox();
      let port: number;
      try {
        port = await inbox.start(config.email.devSmtpPort);
      } catch (err) {
        // Another local run holds the port: any free one will do (the banner prints /dev/inbox, not the port).
        if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
        opts.log.warn({ port: config.email.devSmtpPort }, 'development SMTP port in use, using a free one');
        inbox = new DevInbox();
        port = await inbox.start(0);
      }
      service.useSmtp(`smtp://127.0.0.1:${port}`);
      return port;
    },
    async close() {
      service.close();
      await inbox?.close();
    },
  };
}
