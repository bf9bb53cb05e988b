// The 31 fixed channel categories (SPEC §5). Ids are 1..31 in spec order and are stored as such in the database.
export const CATEGORIES = [
  'Film & Animation', 'Autos & Vehicles', 'Music', 'Pets & Animals', 'Sports', 'Short Movies', 'Travel & Events',
  'Gaming', 'Videoblogging', 'People & Blogs', 'Comedy', 'Entertainment', 'News & Politics', 'Howto & Style',
  'Education', 'Science & Technology', 'Nonprofits & Activism', 'Movies', 'Anime/Animation', 'Action/Adventure',
  'Classics', 'Documentary', 'Drama', 'Family', 'Foreign', 'Horror', 'Sci-Fi/Fantasy', 'Thriller', 'Shorts', 'Shows',
  'Trailers',
] as const;

export type CategoryName = (typeof CATEGORIES)[number];

export interface Category { id: number; name: CategoryName }

export const CATEGORY_LIST: readonly Category[] = CATEGORIES.map((name, i) => ({ id: i + 1, name }));

export function categoryById(id: number): Category | undefined {
  return CATEGORY_LIST[id - 1];
}

export function categoryByName(name: string): Category | undefined {
  const wanted = name.trim().toLowerCase();
  return CATEGORY_LIST.find((c) => c.name.toLowerCase() === wanted);
}

/** Collaboration status as stored (1..3) with its code and label (SPEC §3). */
export const COLLABORATION_STATUSES = [
  { value: 1, code: 'OPEN_TO_COLLAB', label: 'Open to Collaborations' },
  { value: 2, code: 'INVITE_ONLY', label: 'Invite Only' },
  { value: 3, code: 'NOT_ACTIVELY_SEEKING', label: 'Not Actively Seeking' },
] as const;

export type CollaborationStatusValue = 1 | 2 | 3;
export type CollaborationStatusCode = (typeof COLLABORATION_STATUSES)[number]['code'];

/** Accepts 1..3 (number or numeric text), a code or a label; returns the stored number or undefined. */
export function parseCollaborationStatus(input: unknown): CollaborationStatusValue | undefined {
  if (typeof input === 'number' || (typeof input === 'string' && /^\s*\d+\s*$/.test(input))) {
    const n = Number(input);
    return n === 1 || n === 2 || n === 3 ? n : undefined;
  }
  if (typeof input !== 'string') return undefined;
  const norm = input.trim().toUpperCase().replace(/[\s-]+/g, '_');
  const found = COLLABORATION_STATUSES.find(
    (s) => s.code === norm || s.label.toUpperCase().replace(/\s+/g, '_') === norm,
  );
  return found?.value;
}
