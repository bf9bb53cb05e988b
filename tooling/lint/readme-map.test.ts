// The README's "Where things are" map stays true to the code: every page route of the shell and every table the
// migrations create is named in it, and the README stays a front door (at most 250 lines).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const read = (rel: string) => readFileSync(path.join(root, rel), 'utf8');
const readme = read('README.md');
const map = readme.slice(readme.indexOf('## Where things are'), readme.indexOf('## Configuration'));

/** Route paths of the shell: its own <Route path="…"> elements and the remote pages of route-remotes.ts. */
function shellRoutes(): string[] {
  const own = [...read('shell/src/app/app-routes.tsx').matchAll(/<Route path="([^"*]+)"/g)].map((m) => m[1] as string);
  const remote = [...read('shell/src/app/route-remotes.ts').matchAll(/\{ path: '([^']+)'/g)].map((m) => m[1] as string);
  return [...new Set([...own, ...remote])];
}

function migrationTables(): string[] {
  const dir = 'server/src/db/migrations';
  const sql = readdirSync(path.join(root, dir)).filter((f) => f.endsWith('.sql')).map((f) => read(`${dir}/${f}`)).join('\n');
  return [...new Set([...sql.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?([a-z_]+)/gi)].map((m) => (m[1] as string).toLowerCase()))];
}

describe('the README map', () => {
  it('names every route of the shell', () => {
    const routes = shellRoutes();
    expect(routes).toEqual(expect.arrayContaining(['/', '/dashboardV2', '/channelPage/:id', '/messages']));
    expect(routes.filter((route) => !map.includes(`\`${route}\``))).toEqual([]);
  });

  it('names every table the migrations create', () => {
    const tables = migrationTables();
    expect(tables.length).toBeGreaterThan(15);
    expect(tables.filter((table) => !map.includes(`\`${table}\``))).toEqual([]);
  });

  it('is a front door: at most 250 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(250);
  });
});
