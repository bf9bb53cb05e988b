import { negotiateHeartBeat, parseHeartBeat } from './heart-beat';

describe('heart-beat negotiation', () => {
  it('runs each direction at the slower of offer and wish', () => {
    expect(negotiateHeartBeat([10_000, 10_000], [10_000, 10_000])).toEqual({ outgoingMs: 10_000, incomingMs: 10_000 });
    expect(negotiateHeartBeat([4000, 20_000], [10_000, 10_000])).toEqual({ outgoingMs: 20_000, incomingMs: 10_000 });
  });

  it('switches a direction off when either side says 0', () => {
    expect(negotiateHeartBeat([0, 10_000], [10_000, 10_000])).toEqual({ outgoingMs: 10_000, incomingMs: 0 });
    expect(negotiateHeartBeat([10_000, 0], [10_000, 10_000])).toEqual({ outgoingMs: 0, incomingMs: 10_000 });
  });

  it('parses the header, defaulting to none and refusing garbage', () => {
    expect(parseHeartBeat(undefined)).toEqual([0, 0]);
    expect(parseHeartBeat('10000,10000')).toEqual([10_000, 10_000]);
    expect(parseHeartBeat(' 1 , 2 ')).toEqual([1, 2]);
    expect(parseHeartBeat('10000')).toBeNull();
    expect(parseHeartBeat('-1,5')).toBeNull();
  });
});
