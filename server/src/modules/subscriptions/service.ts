import type { AddEmailResponse } from 'shared-api';
import type { SubscriptionRepository } from './repository';

/** The launch-news sign-up of the coming-soon page; idempotent per address. */
export class SubscriptionService {
  constructor(private readonly subscriptions: SubscriptionRepository) {}

  async subscribe(email: string): Promise<AddEmailResponse> {
    const added = await this.subscriptions.add(email);
    return { success: true as const, message: added ? 'Subscribed' : 'Already subscribed' };
  }
}
