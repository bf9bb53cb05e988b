import type { Db } from '../../db/client';
import { emailSubscriptions } from '../../db/schema';

export class SubscriptionRepository {
  constructor(private readonly db: Db) {}

  /** Adds the address; false when it was already there. */
  async add(email: string): Promise<boolean> {
    const inserted = await this.db
      .insert(emailSubscriptions)
      .values({ email })
      .onConflictDoNothing()
      .returning({ id: emailSubscriptions.id });
    return inserted.length > 0;
  }
}
