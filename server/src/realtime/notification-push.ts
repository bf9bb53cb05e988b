// Pushes notification changes to `/user/{id}/queue/notifications`: to the owner's sessions on this instance, and
// through the fan-out to the owner's sessions on every other instance. Nobody else's session ever receives them.
import type { AccountPush as PushBody } from 'shared-api';
import { type NotificationFanout, LocalNotificationFanout } from './notification-fanout';
import { type SessionHub } from './session-hub';

export interface NotificationSource {
  on(event: 'push', listener: (userId: number, body: PushBody) => void): unknown;
  off(event: 'push', listener: (userId: number, body: PushBody) => void): unknown;
}

export class NotificationPush {
  private readonly fanout: NotificationFanout;

  constructor(
    private readonly hub: SessionHub,
    private readonly source: NotificationSource,
    fanout?: NotificationFanout,
  ) {
    this.fanout = fanout ?? new LocalNotificationFanout();
  }

  async start(): Promise<void> {
    await this.fanout.start((userId, body) => this.deliverHere(userId, body));
    this.source.on('push', this.onPush);
  }

  async close(): Promise<void> {
    this.source.off('push', this.onPush);
    await this.fanout.close();
  }

  /** Delivers to the user's sessions held by this instance (each subscription of kind 'notifications'). */
  deliverHere(userId: number, body: PushBody): void {
    this.hub.deliverTo(userId, 'notifications', JSON.stringify(body));
  }

  /** Delivers on this instance and, through the fan-out, on every other (also account events: relationship changes). */
  readonly relay = (userId: number, body: PushBody): void => {
    this.deliverHere(userId, body);
    this.fanout.publish(userId, body);
  };

  private readonly onPush = (userId: number, body: PushBody): void => this.relay(userId, body);
}
