// The fit-sorted listing's query as migration 0140 shipped it, kept only so fit-bench.ts can time it against the
// current one in the same process (alternating, same members): the branches return ids, each distinct candidate
// is read again from channel_fit and joined with the member's row, and the total is a window over all of them.
// The candidates are the current ones (candidateUnion), so the page is the same as CollabFitRepository.rank's:
// same score, same order; not used by the product.
import { sql, type SQL } from 'drizzle-orm';
import { FIT_PARAMETERS as P, type FitFeatures } from 'shared-api';
import type { Db } from '../db/client';
import type { ResolvedFilter as ChannelFilterQuery } from '../modules/channels/service';
import { branchWindows, candidateSteps, candidateUnion, type FitPage } from '../modules/collab-fit/repository';

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

function sharedCount(column: string, values: readonly (number | string)[], type: 'int' | 'text'): SQL {
  if (values.length === 0) return sql`0`;
  const parts = values.map((v) => sql`(${sql.raw(column)} @> ARRAY[${String(v)}::${sql.raw(type)}])::int`);
  return sql`(${sql.join(parts, sql` + `)})`;
}

function fitScoreSql(now: SQL, member: { topicIds: readonly number[]; formats: readonly string[] }): SQL {
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

/** The first page (offset 0) of the listing by the query of 0140, over the current candidates. */
export async function rankBefore(db: Db, member: FitFeatures, q: ChannelFilterQuery, limit: number, now: Date): Promise<FitPage> {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const steps = candidateSteps(member, branchWindows(member, q));
  const branches = candidateUnion(member, steps, q, 'f.channel_id');
  if (branches === null) return { ids: [], scores: [], total: 0, capped: false };
  const caps = steps.map((step, i) => sql`WHEN ${sql.raw(String(i + 1))} THEN ${sql.raw(String(step.limit))}`);
  const result = await db.execute<{ id: number; score: number; total: number; branch_rows: number }>(sql`
    WITH m AS (SELECT * FROM channel_fit WHERE channel_id = ${member.channelId}::int),
    branches AS (${branches}),
    capped AS (SELECT bool_or(n >= CASE b ${sql.join(caps, sql` `)} END) AS capped
                 FROM (SELECT b, count(*) AS n FROM branches GROUP BY b) c),
    scored AS (
      SELECT f.channel_id AS id, ${fitScoreSql(nowSql, member)} AS score, ${statusPoints('f')} AS own_status, f.subscribers
        FROM (SELECT DISTINCT channel_id FROM branches) c
        JOIN channel_fit f ON f.channel_id = c.channel_id
        CROSS JOIN m
       WHERE f.channel_id <> m.channel_id
    )
    SELECT id, score, count(*) OVER ()::int AS total, (SELECT coalesce(capped, false) FROM capped)::int AS branch_rows
      FROM scored
     ORDER BY score DESC, own_status DESC, subscribers DESC, id DESC
     LIMIT ${limit}::int`);
  const rows = result.rows;
  return {
    ids: rows.map((r) => Number(r.id)),
    scores: rows.map((r) => Number(r.score)),
    total: rows.length > 0 ? Number(rows[0]!.total) : 0,
    capped: rows.length > 0 && Number(rows[0]!.branch_rows) === 1,
  };
}
