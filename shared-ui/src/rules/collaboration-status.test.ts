import { COLLABORATION_STATUSES, parseCollaborationStatus } from 'shared-api/categories';
import { COLLABORATION_STATUS_OPTIONS, collaborationStatusInfo } from './collaboration-status';

const open = { code: 'OPEN_TO_COLLAB', label: 'Open to Collaborations', color: 'green' };
const invite = { code: 'INVITE_ONLY', label: 'Invite Only', color: 'orange' };
const notSeeking = { code: 'NOT_ACTIVELY_SEEKING', label: 'Not Actively Seeking', color: 'red' };
const notSet = { code: null, label: 'Status Not Set', color: 'default' };

describe('collaborationStatusInfo', () => {
  it('maps the numeric codes', () => {
    expect(collaborationStatusInfo(1)).toEqual(open);
    expect(collaborationStatusInfo(2)).toEqual(invite);
    expect(collaborationStatusInfo(3)).toEqual(notSeeking);
  });

  it('maps the string codes', () => {
    expect(collaborationStatusInfo('OPEN_TO_COLLAB')).toEqual(open);
    expect(collaborationStatusInfo('INVITE_ONLY')).toEqual(invite);
    expect(collaborationStatusInfo('NOT_ACTIVELY_SEEKING')).toEqual(notSeeking);
  });

  it.each([
    ['open', open], ['Open', open], ['Open to Collaborations', open], ['open_to_collaborations', open],
    ['open-to-collab', open], ['1', open], [' 1 ', open],
    ['invite only', invite], ['Invite_Only', invite], ['invite', invite], ['2', invite],
    ['not_actively_seeking', notSeeking], ['Not Actively Seeking', notSeeking], ['3', notSeeking],
  ])('maps the spelling %p', (input, expected) => {
    expect(collaborationStatusInfo(input)).toEqual(expected);
  });

  it.each([null, undefined, '', '   ', 0, 4, {}, true])('shows Status Not Set for %p', (input) => {
    expect(collaborationStatusInfo(input)).toEqual(notSet);
  });

  it('shows unknown text with only its first underscore replaced by a space', () => {
    expect(collaborationStatusInfo('BUSY_THIS_MONTH')).toEqual({ code: null, label: 'BUSY THIS_MONTH', color: 'default' });
    expect(collaborationStatusInfo('Paused')).toEqual({ code: null, label: 'Paused', color: 'default' });
  });

  it('lists the three options in numeric order', () => {
    expect(COLLABORATION_STATUS_OPTIONS.map((o) => [o.value, o.code, o.label])).toEqual([
      [1, 'OPEN_TO_COLLAB', 'Open to Collaborations'],
      [2, 'INVITE_ONLY', 'Invite Only'],
      [3, 'NOT_ACTIVELY_SEEKING', 'Not Actively Seeking'],
    ]);
  });

  // Every form the API accepts (1–3, numeric text, code, label, in any case, with spaces or hyphens) must read as
  // the same status here, so a stored value shows what the API stored.
  it.each(COLLABORATION_STATUSES.flatMap((s) => [
    s.value, String(s.value), ` ${s.value} `, s.code, s.code.toLowerCase(), s.code.replace(/_/g, '-'),
    s.label, s.label.toUpperCase(), s.label.toLowerCase().replace(/ /g, '-'),
  ].map((input) => [input, s.value] as const)))('agrees with the API parser on %p', (input, value) => {
    expect(parseCollaborationStatus(input)).toBe(value);
    expect(collaborationStatusInfo(input).code).toBe(COLLABORATION_STATUSES[value - 1]?.code);
  });

  it.each([
    [0, null], ['4', null], ['Paused', null], ['', null],
    ['open', 'OPEN_TO_COLLAB'], ['by invitation', 'INVITE_ONLY'], ['closed', 'NOT_ACTIVELY_SEEKING'],
  ])('the API still refuses %p, which the display reads as %p', (input, code) => {
    expect(parseCollaborationStatus(input)).toBeUndefined();
    expect(collaborationStatusInfo(input).code).toBe(code);
  });
});
