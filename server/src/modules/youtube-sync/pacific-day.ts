// YouTube's quota day runs from midnight to midnight Pacific time (daylight saving included).
const PACIFIC = 'America/Los_Angeles';

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: PACIFIC, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  hourCycle: 'h23',
});

function pacificParts(at: Date): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of partsFormat.formatToParts(at)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out;
}

/** The quota day `at` falls in, as YYYY-MM-DD. */
export function pacificDay(at: Date): string {
  const p = pacificParts(at);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** The instant the next quota day starts (the next midnight in Pacific time). */
export function nextPacificMidnight(at: Date): Date {
  const p = pacificParts(at);
  // Pacific wall-clock time as if it were UTC, minus `at`, is the zone's current offset.
  const wallAsUtc = Date.UTC(p.year as number, (p.month as number) - 1, p.day, p.hour, p.minute, p.second);
  const offsetMs = wallAsUtc - Math.floor(at.getTime() / 1000) * 1000;
  const nextMidnightWall = Date.UTC(p.year as number, (p.month as number) - 1, (p.day as number) + 1);
  let candidate = new Date(nextMidnightWall - offsetMs);
  // A daylight-saving change between now and midnight moves the offset by an hour: correct with the new offset.
  const q = pacificParts(candidate);
  if (q.hour !== 0) candidate = new Date(candidate.getTime() - (q.hour === 23 ? -3_600_000 : 3_600_000));
  return candidate;
}
