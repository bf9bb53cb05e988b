import type { HealthRepository } from './repository';

export type HealthReport =
  | { ok: true; body: { status: 'ok'; database: 'ok' } }
  | { ok: false; body: { status: 'error'; database: 'unavailable' }; error: unknown };

/** Whether the server can serve: today, whether the database answers. */
export class HealthService {
  constructor(private readonly health: HealthRepository) {}

  async check(): Promise<HealthReport> {
    try {
      await this.health.ping();
      return { ok: true, body: { status: 'ok', database: 'ok' } };
    } catch (error) {
      return { ok: false, body: { status: 'error', database: 'unavailable' }, error };
    }
  }
}
