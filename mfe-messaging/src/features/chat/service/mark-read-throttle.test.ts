import { MarkReadThrottle } from './mark-read-throttle';

describe('MarkReadThrottle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends the first at once and folds a burst into one trailing call per conversation', () => {
    const sent: number[] = [];
    const throttle = new MarkReadThrottle((id) => sent.push(id), 3000);
    throttle.request(1);
    expect(sent).toEqual([1]);
    // 100 messages arriving at 10 a second while the conversation is open.
    for (let i = 0; i < 100; i++) {
      throttle.request(1);
      jest.advanceTimersByTime(100);
    }
    jest.advanceTimersByTime(3000);
    // 10 s of burst: at most one call every 3 s, and one after the last message.
    expect(sent.length).toBeLessThanOrEqual(5);
    expect(sent.length).toBeGreaterThanOrEqual(4);
    throttle.request(2);
    expect(sent[sent.length - 1]).toBe(2);
  });

  it('cancels what is still waiting', () => {
    const sent: number[] = [];
    const throttle = new MarkReadThrottle((id) => sent.push(id), 3000);
    throttle.request(1);
    throttle.request(1);
    throttle.cancel();
    jest.advanceTimersByTime(5000);
    expect(sent).toEqual([1]);
  });
});
