// The collab-fit rules of shared-api (collab-fit-rules.ts) written as one SQL expression over a channel_fit row `f`
// (the partner) and the member's features, which the caller already holds and which enter as constants (no join
// with the member's row). The numbers come from FIT_PARAMETERS, so both stay one set of rules; collab-fit.test.ts
// checks that SQL and TypeScript give the same score for every pair of its fixture.
import { sql, type SQL } from 'drizzle-orm';
import {
  activityPoints, FIT_PARAMETERS as P, responsivenessPoints, statusPoints as statusPointsOf, type FitFeatures,
} from 'shared-api';

const n = (value: number) => sql.raw(String(value));

function statusPoints(alias: string): SQL {
  const s = P.statusPoints;
  return sql.raw(`(CASE ${alias}.status WHEN 1 THEN ${s.open} WHEN 2 THEN ${s.inviteOnly} WHEN 3 THEN ${s.notSeeking} ELSE ${s.unknown} END)`);
}

function partnerActivityPoints(now: SQL): SQL {
  const a = P.activityPoints;
  return sql`(CASE WHEN NOT f.verified OR f.last_upload_at IS NULL THEN ${n(a.unverified)}
    WHEN f.last_upload_at >= ${now} - interval '30 days' THEN ${n(a.within30)}
    WHEN f.last_upload_at >= ${now} - interval '90 days' THEN ${n(a.within90)}
    ELSE ${n(a.older)} END)`;
}

function partnerResponsivenessPoints(): SQL {
  const r = P.responsivenessPoints;
  return sql.raw(`(CASE WHEN f.answered_share IS NULL THEN ${r.unknown}
    WHEN f.answered_share >= ${P.answeredShareGood} AND f.median_reply_hours <= 24 THEN ${r.withinDay}
    WHEN f.answered_share >= ${P.answeredShareGood} AND f.median_reply_hours <= 72 THEN ${r.withinThreeDays}
    WHEN f.answered_share >= ${P.answeredShareHalf} THEN ${r.answersHalf}
    ELSE ${r.rarelyAnswers} END)`);
}

/**
 * How many of the member's values `column` (an array of f) holds, as a sum of containment tests: no subquery per
 * row (an INTERSECT per candidate cost more than the rest of the score).
 */
function sharedCount(column: string, values: readonly (number | string)[], type: 'int' | 'text'): SQL {
  if (values.length === 0) return sql`0`;
  const parts = values.map((v) => sql`(${sql.raw(column)} @> ARRAY[${String(v)}::${sql.raw(type)}])::int`);
  return sql`(${sql.join(parts, sql` + `)})`;
}

/**
 * fit(f, member) as an integer expression over the partner row `f`; `now` is the instant activity is measured
 * from. The member's one-sided points (status, activity, responsiveness) come from the shared rules, so each
 * side is computed by the same code the explanation uses; a member without a category or language gets no
 * points for it, as `f.category_id = NULL` gives none.
 */
export function fitScoreSql(now: Date, member: FitFeatures): SQL {
  const sizes = P.sizePointsByDistance.map((points, distance) => `WHEN ${distance} THEN ${points}`).join(' ');
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const category = member.categoryId === null ? sql`0`
    : sql`(CASE WHEN f.category_id = ${member.categoryId}::smallint THEN ${n(P.sameCategoryPoints)} ELSE 0 END)`;
  const language = member.language === null ? sql`0`
    : sql`(CASE WHEN f.lang = ${member.language}::text THEN ${n(P.sameLanguagePoints)} ELSE 0 END)`;
  return sql`(
    ${category}
    + ${n(P.sharedTagPoints)} * least(${n(P.sharedTagsCounted)}, ${sharedCount('f.topic_ids', [...new Set(member.topicIds)], 'int')})
    + ${language}
    + (CASE abs(f.size_bucket - ${member.sizeBucket}::int) ${sql.raw(sizes)} ELSE 0 END)
    + least(${statusPoints('f')}, ${n(statusPointsOf(member.status))})
    + (CASE least(2, ${sharedCount('f.formats', [...new Set(member.formats)], 'text')})
         WHEN 2 THEN ${n(P.formatPoints.twoOrMore)} WHEN 1 THEN ${n(P.formatPoints.one)} ELSE 0 END)
    + least(${partnerActivityPoints(nowSql)}, ${n(activityPoints(member, now))})
    + least(${partnerResponsivenessPoints()}, ${n(responsivenessPoints(member))})
  )`;
}

/** The partner's own status points: the tie-break that puts Open before Invite Only at an equal score. */
export const partnerStatusSql = statusPoints('f');
