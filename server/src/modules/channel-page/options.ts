// Stored options (JSON keyed by option key) → the seven options in their fixed order, each with a description.
import {
  COLLABORATION_OPTIONS, OPTION_DESCRIPTION_MAX, type CollaborationOption, type CollaborationOptionKey,
} from 'shared-api';
import type { StoredCollaborationOption } from '../../db/schema';

export function toOptions(stored: Record<string, StoredCollaborationOption> | null | undefined): CollaborationOption[] {
  return COLLABORATION_OPTIONS.map((info) => {
    const s = stored?.[info.key];
    const description = typeof s?.description === 'string' && s.description.trim() !== ''
      ? s.description.slice(0, OPTION_DESCRIPTION_MAX) : info.summary;
    return { key: info.key, label: info.label, available: s?.available === true, description };
  });
}

export function isOffered(stored: Record<string, StoredCollaborationOption> | null | undefined, key: CollaborationOptionKey) {
  return stored?.[key]?.available === true;
}
