import { type PresenceState, PresenceTracker } from './presence';

describe('PresenceTracker', () => {
  it('goes online with the first session and offline with the last, announcing each change once', () => {
    const tracker = new PresenceTracker();
    const changes: PresenceState[] = [];
    tracker.on('change', (s) => changes.push(s));
    expect(tracker.get(1)).toEqual({ userId: 1, online: false, lastSeen: null });
    tracker.markOnline(1, 'a');
    tracker.markOnline(1, 'b');
    tracker.sessionClosed(1, 'a');
    expect(tracker.isOnline(1)).toBe(true);
    tracker.sessionClosed(1, 'b');
    tracker.sessionClosed(1, 'b');
    expect(changes.map((c) => c.online)).toEqual([true, false]);
    expect(tracker.get(1)).toEqual({ userId: 1, online: false, lastSeen: changes[1]!.lastSeen });
    expect(Date.parse(changes[1]!.lastSeen!)).not.toBeNaN();
  });

  it('ignores sessions that never announced themselves', () => {
    const tracker = new PresenceTracker();
    const changes: PresenceState[] = [];
    tracker.on('change', (s) => changes.push(s));
    tracker.sessionClosed(2, 'x');
    expect(changes).toEqual([]);
  });

  it('keeps the latest last-seen time reported by another instance', () => {
    const tracker = new PresenceTracker();
    tracker.noteLastSeen(3, '2026-01-02T00:00:00.000Z');
    tracker.noteLastSeen(3, '2026-01-01T00:00:00.000Z');
    expect(tracker.get(3).lastSeen).toBe('2026-01-02T00:00:00.000Z');
  });
});
