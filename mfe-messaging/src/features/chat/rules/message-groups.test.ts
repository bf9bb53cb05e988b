import { GROUP_GAP_MS, placeMessages, type GroupedMessage } from './message-groups';

const at = (day: number, hour: number, minute: number, second = 0) => new Date(2026, 10, day, hour, minute, second).toISOString();
const m = (senderId: number, timestamp: string): GroupedMessage => ({ senderId, timestamp });
const summary = (messages: GroupedMessage[]) =>
  placeMessages(messages).map((p) => `${p.dayStart ? 'D' : '-'}${p.groupStart ? 'S' : '-'}${p.groupEnd ? 'E' : '-'}`);

it('groups consecutive messages of one sender within five minutes; the time goes under the last of each group', () => {
  expect(summary([
    m(1, at(20, 10, 0)), m(1, at(20, 10, 2)), m(1, at(20, 10, 6, 59)), // each within 5 min of the one before
    m(2, at(20, 10, 7)), // another sender
    m(2, at(20, 10, 12, 1)), // 5 min 1 s later: a new group
    m(1, at(20, 10, 13)),
  ])).toEqual(['DS-', '---', '--E', '-SE', '-SE', '-SE']);
});

it('keeps exactly five minutes in the group and starts a new one after that', () => {
  const start = new Date(2026, 10, 20, 9, 0).getTime();
  const iso = (ms: number) => new Date(ms).toISOString();
  expect(summary([m(1, iso(start)), m(1, iso(start + GROUP_GAP_MS)), m(1, iso(start + 2 * GROUP_GAP_MS + 1))]))
    .toEqual(['DS-', '--E', '-SE']);
});

it('opens each calendar day with a divider, which also ends the group before it (even a minute apart)', () => {
  expect(summary([m(1, at(19, 23, 59)), m(1, at(20, 0, 0)), m(1, at(20, 0, 1)), m(2, at(22, 8, 0))]))
    .toEqual(['DSE', 'DS-', '--E', 'DSE']);
});

it('tolerates a pending message stamped a little earlier by the client, and never groups unreadable times', () => {
  expect(summary([m(1, at(20, 10, 0, 30)), m(1, at(20, 10, 0, 10))])).toEqual(['DS-', '--E']);
  expect(summary([m(1, at(20, 10, 0)), m(1, 'not a time'), m(1, at(20, 10, 1))])).toEqual(['DSE', '-SE', '-SE']);
});

it('handles no messages and one message', () => {
  expect(placeMessages([])).toEqual([]);
  expect(summary([m(1, at(20, 10, 0))])).toEqual(['DSE']);
});
