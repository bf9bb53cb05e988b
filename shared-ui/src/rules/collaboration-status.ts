// The statuses themselves (values, codes, labels) and the parser of their codes and labels are defined once in
// shared-api; this module adds their display and the looser spellings seen in stored data.
import {
  COLLABORATION_STATUSES, parseCollaborationStatus, type CollaborationStatusCode, type CollaborationStatusValue,
} from 'shared-api/categories';

export { COLLABORATION_STATUSES, type CollaborationStatusCode };
export type CollaborationStatusColor = 'green' | 'orange' | 'red' | 'default';

export interface CollaborationStatusInfo {
  /** The canonical code, or null when the value is empty or not recognised. */
  code: CollaborationStatusCode | null;
  label: string;
  color: CollaborationStatusColor;
}

export interface CollaborationStatusOption {
  code: CollaborationStatusCode;
  /** The numeric form used by the API (SPEC §3). */
  value: CollaborationStatusValue;
  label: string;
  color: Exclude<CollaborationStatusColor, 'default'>;
}

const STATUS_COLORS: Record<CollaborationStatusCode, CollaborationStatusOption['color']> = {
  OPEN_TO_COLLAB: 'green',
  INVITE_ONLY: 'orange',
  NOT_ACTIVELY_SEEKING: 'red',
};

/** The three statuses in their numeric order (SPEC §3) with their colours; handy for selects. */
export const COLLABORATION_STATUS_OPTIONS: readonly CollaborationStatusOption[] = COLLABORATION_STATUSES.map(
  (status) => ({ code: status.code, value: status.value, label: status.label, color: STATUS_COLORS[status.code] }),
);

export const STATUS_NOT_SET = 'Status Not Set';

/**
 * Spellings seen in stored data that the API does not accept (it takes 1–3, the codes and the labels), normalised
 * (lower case, runs of space/underscore/hyphen as one space).
 */
const LOOSE_SPELLINGS: Record<string, CollaborationStatusValue> = {
  open: 1,
  'open to collabs': 1,
  'open to collaboration': 1,
  'open for collaboration': 1,
  'open for collaborations': 1,
  invite: 2,
  'invitation only': 2,
  'by invitation': 2,
  'not seeking': 3,
  'not open': 3,
  closed: 3,
};

function normalise(text: string): string {
  return text.trim().toLowerCase().replace(/[\s_-]+/g, ' ');
}

function fromValue(value: CollaborationStatusValue): CollaborationStatusInfo {
  const option = COLLABORATION_STATUS_OPTIONS.find((o) => o.value === value);
  // Every value has an option, so the fallback is unreachable in practice.
  return option
    ? { code: option.code, label: option.label, color: option.color }
    : { code: null, label: String(value), color: 'default' };
}

/** Resolves any stored form of a collaboration status into a label and colour (SPEC §3). */
export function collaborationStatusInfo(value: unknown): CollaborationStatusInfo {
  const notSet: CollaborationStatusInfo = { code: null, label: STATUS_NOT_SET, color: 'default' };
  // Only 1–3 carry a meaning; 0 or other numbers are the "unset" value of numeric columns.
  if (typeof value === 'number') {
    const known = parseCollaborationStatus(value);
    return known ? fromValue(known) : notSet;
  }
  if (typeof value !== 'string') return notSet;
  const text = value.trim();
  if (text === '') return notSet;
  const spelling = normalise(text);
  // The API's own parser first (on the normalised text, so 'Open__to collab' reads as the code too).
  const known = parseCollaborationStatus(spelling) ?? LOOSE_SPELLINGS[spelling];
  if (known) return fromValue(known);
  // Unknown text: shown as stored, with the first underscore replaced by a space (SPEC §3).
  return { code: null, label: text.replace('_', ' '), color: 'default' };
}
