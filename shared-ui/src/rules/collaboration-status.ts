// The statuses themselves (values, codes, labels) are defined once in shared-api; this module adds their display.
import {
  COLLABORATION_STATUSES, type CollaborationStatusCode, type CollaborationStatusValue,
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

/** Spellings seen in stored data, normalised (lower case, runs of space/underscore/hyphen as one space). */
const SPELLINGS: Record<string, CollaborationStatusCode> = {
  '1': 'OPEN_TO_COLLAB',
  open: 'OPEN_TO_COLLAB',
  'open to collab': 'OPEN_TO_COLLAB',
  'open to collabs': 'OPEN_TO_COLLAB',
  'open to collaboration': 'OPEN_TO_COLLAB',
  'open to collaborations': 'OPEN_TO_COLLAB',
  'open for collaboration': 'OPEN_TO_COLLAB',
  'open for collaborations': 'OPEN_TO_COLLAB',
  '2': 'INVITE_ONLY',
  invite: 'INVITE_ONLY',
  'invite only': 'INVITE_ONLY',
  'invitation only': 'INVITE_ONLY',
  'by invitation': 'INVITE_ONLY',
  '3': 'NOT_ACTIVELY_SEEKING',
  'not actively seeking': 'NOT_ACTIVELY_SEEKING',
  'not seeking': 'NOT_ACTIVELY_SEEKING',
  'not open': 'NOT_ACTIVELY_SEEKING',
  closed: 'NOT_ACTIVELY_SEEKING',
};

function normalise(text: string): string {
  return text.trim().toLowerCase().replace(/[\s_-]+/g, ' ');
}

function fromCode(code: CollaborationStatusCode): CollaborationStatusInfo {
  const option = COLLABORATION_STATUS_OPTIONS.find((o) => o.code === code);
  // The table above covers every code, so the fallback is unreachable in practice.
  return option ? { code, label: option.label, color: option.color } : { code: null, label: code, color: 'default' };
}

/** Resolves any stored form of a collaboration status into a label and colour (SPEC §3). */
export function collaborationStatusInfo(value: unknown): CollaborationStatusInfo {
  const notSet: CollaborationStatusInfo = { code: null, label: STATUS_NOT_SET, color: 'default' };
  if (value === null || value === undefined) return notSet;
  if (typeof value === 'number') {
    // Only 1–3 carry a meaning; 0 or other numbers are the "unset" value of numeric columns.
    const option = COLLABORATION_STATUS_OPTIONS.find((o) => o.value === value);
    return option ? fromCode(option.code) : notSet;
  }
  if (typeof value !== 'string') return notSet;
  const text = value.trim();
  if (text === '') return notSet;
  const upper = text.toUpperCase();
  if (COLLABORATION_STATUS_OPTIONS.some((o) => o.code === upper)) return fromCode(upper as CollaborationStatusCode);
  const known = SPELLINGS[normalise(text)];
  if (known) return fromCode(known);
  // Unknown text: shown as stored, with the first underscore replaced by a space (SPEC §3).
  return { code: null, label: text.replace('_', ' '), color: 'default' };
}
