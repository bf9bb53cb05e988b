// Plan helpers of the query-plan tests (PostgreSQL only): a plan's nodes, and the generic plan a prepared statement
// settles on after five runs, asked for directly rather than waited for.
import type { Pool } from 'pg';
import type { RecordedStatement } from './statement-recorder';

export interface PlanNode {
  'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; 'Parent Relationship'?: string; Plans?: PlanNode[];
}

/** A plan's node and every node under it. */
export function planNodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(planNodes)];
}

/** The nodes of the statement's generic plan (plan_cache_mode = force_generic_plan on one client of the pool). */
export async function genericPlanNodes(pool: Pool, statement: RecordedStatement): Promise<PlanNode[]> {
  const client = await pool.connect();
  try {
    await client.query('set plan_cache_mode = force_generic_plan');
    await client.query(`prepare generic_plan as ${statement.sql}`);
    const params = statement.params.map((v) => (v === null ? 'null' : `'${String(v).replace(/'/g, "''")}'`)).join(', ');
    const res = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
      `explain (format json) execute generic_plan${params === '' ? '' : `(${params})`}`);
    return planNodes(res.rows[0]!['QUERY PLAN'][0]!.Plan);
  } finally {
    await client.query('deallocate generic_plan').catch(() => undefined);
    await client.query('reset plan_cache_mode').catch(() => undefined);
    client.release();
  }
}
