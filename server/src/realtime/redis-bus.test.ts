// REDIS_PREFIX: deployments sharing one Redis hear only their own instances.
import { randomBytes } from 'node:crypto';
import { RedisBus } from './redis-bus';
import { REDIS_URL, sharedServicesMissing } from '../../test-support/realtime/services-probe';

const missing = sharedServicesMissing();

(missing ? describe.skip : describe)(`RedisBus prefixes${missing ? ` (${missing})` : ''}`, () => {
  it('delivers between buses of one prefix and never across prefixes', async () => {
    const run = randomBytes(4).toString('hex');
    const log = () => {};
    const [a1, a2, b1] = [new RedisBus(REDIS_URL, log, 't', `a-${run}:`), new RedisBus(REDIS_URL, log, 't', `a-${run}:`), new RedisBus(REDIS_URL, log, 't', `b-${run}:`)];
    const heard: Record<string, unknown[]> = { a2: [], b1: [] };
    try {
      await a1.start(['chan'], () => {});
      await a2.start(['chan'], (_c, body) => heard.a2!.push(body));
      await b1.start(['chan'], (_c, body) => heard.b1!.push(body));
      a1.publish('chan', 'for a');
      const deadline = Date.now() + 3000;
      while (heard.a2!.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 100));
      expect(heard).toEqual({ a2: ['for a'], b1: [] });
      expect(a1.key('presence:1')).toBe(`a-${run}:presence:1`);
    } finally {
      for (const b of [a1, a2, b1]) b.close();
    }
  });
});
