// The collab-fit score: how well two channels fit each other as collaboration partners, and why. The rules are
// pure so that the server (which ranks with the same rules written in SQL, server/src/modules/collab-fit) and the
// web (which explains a score) agree; docs/discovery.md and the public page /how-matching-works describe them.
// Plain code, no zod: the dashboard's chips and the public page import it through `shared-api/collab-fit-rules`
// without the schema library; the schemas are in collab-fit-schema.ts and collab-fit.ts.
import { categoryById } from './categories';
import { COLLABORATION_OPTION_KEYS } from './collaboration-options';
import type { CollabFit, FitComponent } from './collab-fit-schema';

export const FIT_COMPONENT_KEYS = ['topics', 'language', 'size', 'status', 'formats', 'activity', 'responsiveness'] as const;
export type FitComponentKey = (typeof FIT_COMPONENT_KEYS)[number];

/** What the score knows of one channel (the row of channel_fit, migration 0140). */
export interface FitFeatures {
  channelId: number;
  categoryId: number | null;
  /** Main content language, lower-cased. */
  language: string | null;
  /** floor(2 · log10(subscribers + 1)): one step is about ×3.2 in subscribers. */
  sizeBucket: number;
  /** 1 Open to Collaborations, 2 Invite Only, 3 Not Actively Seeking, null not said. */
  status: number | null;
  /** The channel's tag ids. */
  topicIds: number[];
  /** The collaboration formats the channel offers (option keys). */
  formats: string[];
  /** Stats confirmed by YouTube (the channel has been synced). */
  verified: boolean;
  lastUploadAt: string | null;
  /** Share of collaboration requests and first messages answered (null: none received yet). */
  answeredShare: number | null;
  /** Median hours to the answer (null: none answered). */
  medianReplyHours: number | null;
}

/** How each component is named in the "Why this match?" panel and on /how-matching-works. */
export const FIT_COMPONENT_LABELS: Record<FitComponentKey, string> = {
  topics: 'Shared topics', language: 'Content language', size: 'Size fit', status: 'Collaboration status',
  formats: 'Formats you both offer', activity: 'Activity (verified)', responsiveness: 'Responsiveness',
};

/** The most points each component gives; they add up to 100. */
export const FIT_WEIGHTS: Record<FitComponentKey, number> = {
  topics: 25, language: 15, size: 20, status: 10, formats: 10, activity: 10, responsiveness: 10,
};

/** Every parameter of the score, as the public page and the docs list them. */
export const FIT_PARAMETERS = {
  /** Same category. */
  sameCategoryPoints: 10,
  /** Per shared tag, at most `sharedTagsCounted` tags. */
  sharedTagPoints: 5,
  sharedTagsCounted: 3,
  sameLanguagePoints: 15,
  /** Size points by the distance of the two size buckets (0, 1, 2, 3; further: 0). */
  sizePointsByDistance: [20, 14, 8, 3] as readonly number[],
  /** Status points of one side: Open, Invite Only, not said. Not Actively Seeking is never ranked (0). */
  statusPoints: { open: 10, inviteOnly: 5, unknown: 3, notSeeking: 0 },
  /** Formats both offer: one shared format, two or more. */
  formatPoints: { one: 6, twoOrMore: 10 },
  /** Activity of one side: last upload within 30 days, within 90 days, older; stats not verified: `unverified`. */
  activityPoints: { within30: 10, within90: 5, older: 0, unverified: 3 },
  /** Responsiveness of one side (requests and first messages of the last 180 days). */
  responsivenessPoints: { withinDay: 10, withinThreeDays: 7, answersHalf: 4, rarelyAnswers: 0, unknown: 5 },
  /** "Answers" needs at least this share answered; "within a day" also a median under 24 h. */
  answeredShareGood: 0.8,
  answeredShareHalf: 0.5,
} as const;

const DAY_MS = 86_400_000;

export function sizeBucketOf(subscribers: number): number {
  return Math.floor(2 * Math.log10(Math.max(0, subscribers) + 1));
}

export function statusPoints(status: number | null): number {
  const p = FIT_PARAMETERS.statusPoints;
  if (status === 1) return p.open;
  if (status === 2) return p.inviteOnly;
  if (status === 3) return p.notSeeking;
  return p.unknown;
}

export function activityPoints(f: Pick<FitFeatures, 'verified' | 'lastUploadAt'>, now: Date): number {
  const p = FIT_PARAMETERS.activityPoints;
  if (!f.verified || f.lastUploadAt === null) return p.unverified;
  const age = now.getTime() - new Date(f.lastUploadAt).getTime();
  if (age <= 30 * DAY_MS) return p.within30;
  if (age <= 90 * DAY_MS) return p.within90;
  return p.older;
}

export function responsivenessPoints(f: Pick<FitFeatures, 'answeredShare' | 'medianReplyHours'>): number {
  const p = FIT_PARAMETERS.responsivenessPoints;
  if (f.answeredShare === null) return p.unknown;
  const hours = f.medianReplyHours;
  if (f.answeredShare >= FIT_PARAMETERS.answeredShareGood && hours !== null && hours <= 24) return p.withinDay;
  if (f.answeredShare >= FIT_PARAMETERS.answeredShareGood && hours !== null && hours <= 72) return p.withinThreeDays;
  if (f.answeredShare >= FIT_PARAMETERS.answeredShareHalf) return p.answersHalf;
  return p.rarelyAnswers;
}

const intersectionSize = <T>(a: readonly T[], b: readonly T[]) => {
  const set = new Set(a);
  return new Set(b.filter((x) => set.has(x))).size;
};

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function responsivenessText(points: number): string {
  const p = FIT_PARAMETERS.responsivenessPoints;
  if (points === p.withinDay) return 'replies within a day';
  if (points === p.withinThreeDays) return 'replies within 3 days';
  if (points === p.answersHalf) return 'answers about half';
  if (points === p.unknown) return 'no requests yet';
  return 'rarely answers';
}

/**
 * fit(a, b): every component for the pair. Shared components (topics, language, size, formats) are symmetric by
 * construction; one-sided ones (status, activity, responsiveness) count the weaker side, so the score is good for
 * both and fit(a, b) == fit(b, a). `b` is the partner the texts describe.
 */
export function collabFit(a: FitFeatures, b: FitFeatures, now: Date): CollabFit {
  const P = FIT_PARAMETERS;
  const sameCategory = a.categoryId !== null && a.categoryId === b.categoryId;
  const sharedTags = intersectionSize(a.topicIds, b.topicIds);
  const topicPoints = (sameCategory ? P.sameCategoryPoints : 0) + P.sharedTagPoints * Math.min(P.sharedTagsCounted, sharedTags);
  const categoryName = sameCategory ? categoryById(a.categoryId!)?.name ?? null : null;
  const sameLanguage = a.language !== null && a.language === b.language;
  const distance = Math.abs(a.sizeBucket - b.sizeBucket);
  const sizePoints = P.sizePointsByDistance[distance] ?? 0;
  const status = Math.min(statusPoints(a.status), statusPoints(b.status));
  const sharedFormats = intersectionSize(a.formats, b.formats);
  const formatPoints = sharedFormats >= 2 ? P.formatPoints.twoOrMore : sharedFormats === 1 ? P.formatPoints.one : 0;
  const activity = Math.min(activityPoints(a, now), activityPoints(b, now));
  const responsiveness = Math.min(responsivenessPoints(a), responsivenessPoints(b));
  const bResponsiveness = responsivenessPoints(b);

  const components: FitComponent[] = [
    {
      key: 'topics', weight: FIT_WEIGHTS.topics, points: topicPoints,
      chip: categoryName ? `Both ${categoryName}` : sharedTags > 0 ? `${sharedTags} shared tag${sharedTags === 1 ? '' : 's'}` : null,
      detail: `${sameCategory ? `Same category (${categoryName ?? 'same'})` : 'Different categories'}; ${sharedTags} shared tag${sharedTags === 1 ? '' : 's'}.`,
    },
    {
      key: 'language', weight: FIT_WEIGHTS.language, points: sameLanguage ? P.sameLanguagePoints : 0,
      chip: sameLanguage ? capitalise(b.language!) : null,
      detail: sameLanguage ? `Both make content in ${capitalise(b.language!)}.` : 'Different or unknown content languages.',
    },
    {
      key: 'size', weight: FIT_WEIGHTS.size, points: sizePoints,
      chip: distance === 0 ? 'similar size' : distance === 1 ? 'close in size' : null,
      detail: distance === 0 ? 'Similar subscriber counts.' : `Subscriber counts ${distance} step${distance === 1 ? '' : 's'} apart (a step is about ×3).`,
    },
    {
      key: 'status', weight: FIT_WEIGHTS.status, points: status,
      chip: status === P.statusPoints.open ? 'both open' : null,
      detail: status === P.statusPoints.open ? 'Both are open to collaborations.'
        : status === P.statusPoints.inviteOnly ? 'One of you is Invite Only.' : 'One of you has not said whether they are open.',
    },
    {
      key: 'formats', weight: FIT_WEIGHTS.formats, points: formatPoints,
      chip: sharedFormats > 0 ? `${sharedFormats} shared format${sharedFormats === 1 ? '' : 's'}` : null,
      detail: `${sharedFormats} collaboration format${sharedFormats === 1 ? '' : 's'} you both offer.`,
    },
    {
      key: 'activity', weight: FIT_WEIGHTS.activity, points: activity,
      chip: activity === P.activityPoints.within30 ? 'active this month' : null,
      detail: activity === P.activityPoints.within30 ? 'Both uploaded in the last 30 days (verified).'
        : activity === P.activityPoints.within90 ? 'The less active of you uploaded within 90 days.'
          : activity === P.activityPoints.unverified ? 'Upload activity is not verified for one of you.' : 'One of you has not uploaded for 90 days.',
    },
    {
      key: 'responsiveness', weight: FIT_WEIGHTS.responsiveness, points: responsiveness,
      chip: bResponsiveness >= P.responsivenessPoints.withinThreeDays && responsiveness >= P.responsivenessPoints.withinThreeDays
        ? responsivenessText(bResponsiveness) : null,
      detail: `They: ${responsivenessText(bResponsiveness)}; the weaker of you counts.`,
    },
  ];
  return { channelId: b.channelId, score: components.reduce((s, c) => s + c.points, 0), components };
}

/** The order chips are shown in: what partners ask about first. */
export const FIT_CHIP_ORDER: readonly FitComponentKey[] = ['topics', 'language', 'size', 'responsiveness', 'activity', 'formats', 'status'];

/** The chips of a card: components that give points and have a chip, in FIT_CHIP_ORDER. */
export function topFitChips(fit: CollabFit, max = 4): string[] {
  return FIT_CHIP_ORDER
    .map((key) => fit.components.find((c) => c.key === key))
    .filter((c): c is FitComponent => c !== undefined && c.chip !== null && c.points > 0)
    .slice(0, max)
    .map((c) => c.chip!);
}

/** Option keys as stored in channel_fit.formats. */
export const FIT_FORMAT_KEYS = COLLABORATION_OPTION_KEYS;
