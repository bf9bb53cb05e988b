// The collab-fit rules of shared-api (collab-fit.ts) written as one SQL expression over two channel_fit rows,
// `f` (the partner) and `m` (the member). The numbers come from FIT_PARAMETERS, so both stay one set of rules;
// collab-fit.test.ts checks that SQL and TypeScript give the same score for every pair of its fixture.
import { sql, type SQL } from 'drizzle-orm';
import { FIT_PARAMETERS as P } from 'shared-api';

const n = (value: number) => sql.raw(String(value));

function statusPoints(alias: string): SQL {
  const s = P.statusPoints;
  return sql.raw(`(CASE ${alias}.status WHEN 1 THEN ${s.open} WHEN 2 THEN ${s.inviteOnly} WHEN 3 THEN ${s.notSeeking} ELSE ${s.unknown} END)`);
}

function activityPoints(alias: string, now: SQL): SQL {
  const a = P.activityPoints;
  return sql`(CASE WHEN NOT ${sql.raw(alias)}.verified OR ${sql.raw(alias)}.last_upload_at IS NULL THEN ${n(a.unverified)}
    WHEN ${sql.raw(alias)}.last_upload_at >= ${now} - interval '30 days' THEN ${n(a.within30)}
    WHEN ${sql.raw(alias)}.last_upload_at >= ${now} - interval '90 days' THEN ${n(a.within90)}
    ELSE ${n(a.older)} END)`;
}

function responsivenessPoints(alias: string): SQL {
  const r = P.responsivenessPoints;
  const share = `${alias}.answered_share`;
  const hours = `${alias}.median_reply_hours`;
  return sql.raw(`(CASE WHEN ${share} IS NULL THEN ${r.unknown}
    WHEN ${share} >= ${P.answeredShareGood} AND ${hours} <= 24 THEN ${r.withinDay}
    WHEN ${share} >= ${P.answeredShareGood} AND ${hours} <= 72 THEN ${r.withinThreeDays}
    WHEN ${share} >= ${P.answeredShareHalf} THEN ${r.answersHalf}
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
 * fit(f, m) as an integer expression; `now` is the timestamp activity is measured from, and `member` the member's
 * tags and formats (the row `m` holds the rest).
 */
export function fitScoreSql(now: SQL, member: { topicIds: readonly number[]; formats: readonly string[] }): SQL {
  const sizes = P.sizePointsByDistance.map((points, distance) => `WHEN ${distance} THEN ${points}`).join(' ');
  return sql`(
    (CASE WHEN f.category_id = m.category_id THEN ${n(P.sameCategoryPoints)} ELSE 0 END)
    + ${n(P.sharedTagPoints)} * least(${n(P.sharedTagsCounted)}, ${sharedCount('f.topic_ids', [...new Set(member.topicIds)], 'int')})
    + (CASE WHEN f.lang = m.lang THEN ${n(P.sameLanguagePoints)} ELSE 0 END)
    + (CASE abs(f.size_bucket - m.size_bucket) ${sql.raw(sizes)} ELSE 0 END)
    + least(${statusPoints('f')}, ${statusPoints('m')})
    + (CASE least(2, ${sharedCount('f.formats', [...new Set(member.formats)], 'text')})
         WHEN 2 THEN ${n(P.formatPoints.twoOrMore)} WHEN 1 THEN ${n(P.formatPoints.one)} ELSE 0 END)
    + least(${activityPoints('f', now)}, ${activityPoints('m', now)})
    + least(${responsivenessPoints('f')}, ${responsivenessPoints('m')})
  )`;
}

/** The partner's own status points: the tie-break that puts Open before Invite Only at an equal score. */
export const partnerStatusSql = statusPoints('f');
