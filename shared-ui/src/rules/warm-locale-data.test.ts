import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALE_WARMUP_SCRIPT, resetLocaleWarmupForTests, warmLocaleData } from './warm-locale-data';

describe('warmLocaleData', () => {
  beforeEach(resetLocaleWarmupForTests);

  it('starts the warm-up script in a worker, once per page', () => {
    const started: string[] = [];
    class FakeWorker {
      constructor(url: string) {
        started.push(url);
      }
    }
    const scope = { Worker: FakeWorker as unknown as typeof Worker };
    expect(warmLocaleData(scope)).toBe(true);
    expect(warmLocaleData(scope)).toBe(false);
    expect(started).toEqual([LOCALE_WARMUP_SCRIPT]);
  });

  it('does nothing without workers, and survives a policy that forbids them', () => {
    expect(warmLocaleData({})).toBe(false);
    class ForbiddenWorker {
      constructor() {
        throw new DOMException('blocked by policy', 'SecurityError');
      }
    }
    expect(warmLocaleData({ Worker: ForbiddenWorker as unknown as typeof Worker })).toBe(false);
  });

  it('points at a script the shell serves, which formats times, dates and numbers and ends', () => {
    const source = readFileSync(path.join(__dirname, '..', '..', '..', 'shell', 'public', LOCALE_WARMUP_SCRIPT), 'utf8');
    expect(source).toMatch(/new Intl\.DateTimeFormat\(undefined, \{ hour: '2-digit', minute: '2-digit' \}\)/);
    expect(source).toMatch(/Intl\.NumberFormat/);
    expect(source).toMatch(/close\(\)/);
  });
});
