// CPU time per thread over a measured run, read from Linux's /proc (not a test): which of the server's main thread,
// its other threads (the load client's worker among them) and PostgreSQL's backends used the two cores, in seconds.
// The inspector's profile sees only the main thread, and counts the time it waits inside a syscall as its own.
import { readdirSync, readFileSync } from 'node:fs';

/** One thread's line of /proc/<pid>/task/<tid>/stat: its id, its name and its user + system CPU ticks. */
export interface ThreadStat { tid: number; comm: string; ticks: number }

// Linux reports these fields in USER_HZ, which is 100 on every architecture Node supports.
const TICKS_PER_SECOND = 100;

/**
 * Parses a stat line. The name sits in parentheses and may itself hold spaces or parentheses, so the fields are
 * counted from the last ')': utime and stime are the 12th and 13th fields after it.
 */
export function parseThreadStat(line: string): ThreadStat | null {
  const open = line.indexOf('(');
  const close = line.lastIndexOf(')');
  if (open < 0 || close < open) return null;
  const tid = Number(line.slice(0, open).trim());
  const rest = line.slice(close + 2).trim().split(/\s+/);
  const utime = Number(rest[11]);
  const stime = Number(rest[12]);
  if (!Number.isInteger(tid) || !Number.isFinite(utime) || !Number.isFinite(stime)) return null;
  return { tid, comm: line.slice(open + 1, close), ticks: utime + stime };
}

/** Every thread of every process now, keyed by `pid/tid` (threads that end mid-read are skipped; no /proc: none). */
export function threadSnapshot(proc = '/proc'): Map<string, ThreadStat & { pid: number }> {
  const out = new Map<string, ThreadStat & { pid: number }>();
  let pids: string[];
  try {
    pids = readdirSync(proc);
  } catch {
    return out;
  }
  for (const pidDir of pids) {
    if (!/^\d+$/.test(pidDir)) continue;
    let tids: string[];
    try {
      tids = readdirSync(`${proc}/${pidDir}/task`);
    } catch {
      continue;
    }
    for (const tid of tids) {
      try {
        const stat = parseThreadStat(readFileSync(`${proc}/${pidDir}/task/${tid}/stat`, 'utf8'));
        if (stat) out.set(`${pidDir}/${tid}`, { ...stat, pid: Number(pidDir) });
      } catch { /* the thread ended */ }
    }
  }
  return out;
}

/** The group a thread's CPU time is counted in. */
export type ThreadGroup = 'server main thread' | 'server, other threads' | 'postgres' | 'other';

/**
 * CPU seconds per group between two snapshots: the server process's main thread (its tid is its pid), its other
 * threads, PostgreSQL's processes (by name: backends, checkpointer, WAL writer) and everything else on the machine.
 */
export function cpuByGroup(
  before: ReturnType<typeof threadSnapshot>, after: ReturnType<typeof threadSnapshot>, serverPid: number,
): Record<ThreadGroup, number> {
  const seconds: Record<ThreadGroup, number> = { 'server main thread': 0, 'server, other threads': 0, postgres: 0, other: 0 };
  for (const [key, now] of after) {
    const used = now.ticks - (before.get(key)?.ticks ?? 0);
    if (used <= 0) continue;
    const group: ThreadGroup = now.pid === serverPid
      ? (now.tid === serverPid ? 'server main thread' : 'server, other threads')
      : now.comm.startsWith('postgres') ? 'postgres' : 'other';
    seconds[group] += used / TICKS_PER_SECOND;
  }
  return seconds;
}
