import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRemotesFile } from './remotes-file';

function recordingLog() {
  const lines: Array<{ level: string; msg: string; obj: unknown }> = [];
  const at = (level: string) => (obj: unknown, msg?: string) => { lines.push({ level, msg: msg ?? '', obj }); };
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } as never };
}

describe('createRemotesFile', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'collabhub-remotes-'));
    file = path.join(dir, 'remotes.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('follows the file as it is edited and keeps the same snapshot while it is unchanged', () => {
    writeFileSync(file, JSON.stringify({ mfe_account: '/remotes/mfe-account/mf-manifest.json' }));
    const { log } = recordingLog();
    const remotes = createRemotesFile(file, { production: false, log });
    const first = remotes.current();
    expect(first.origins).toEqual([]);
    expect(first.body).toBe('{"mfe_account":"/remotes/mfe-account/mf-manifest.json"}');
    expect(remotes.current()).toBe(first);

    writeFileSync(file, JSON.stringify({ mfe_account: 'http://127.0.0.1:8181/mf-manifest.json' }));
    const second = remotes.current();
    expect(second).not.toBe(first);
    expect(second.origins).toEqual(['http://127.0.0.1:8181']);
    expect(second.etag).not.toBe(first.etag);
    expect(remotes.current()).toBe(second);
  });

  it('logs a refused http remote in production once per version of the file', () => {
    writeFileSync(file, JSON.stringify({ mfe_account: 'http://cdn.example.com/mf-manifest.json', mfe_profile: 'https://cdn.example.com/p/mf-manifest.json' }));
    const { lines, log } = recordingLog();
    const remotes = createRemotesFile(file, { production: true, log });
    for (let i = 0; i < 5; i += 1) remotes.current();
    const errors = lines.filter((l) => l.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.msg).toBe('remote "mfe_account" refused: not https (production serves remotes over https only); '
      + 'it is left out of /remotes.json and the security policy');
    expect(remotes.current().body).toBe('{"mfe_profile":"https://cdn.example.com/p/mf-manifest.json"}');
    expect(remotes.current().origins).toEqual(['https://cdn.example.com']);
  });

  it('reports a missing or broken file as an error while no valid copy was ever read', () => {
    const { lines, log } = recordingLog();
    const remotes = createRemotesFile(file, { production: false, log });
    expect(remotes.current()).toMatchObject({ origins: [], remotes: {} });
    expect(remotes.current().error).toMatch(/ENOENT/);
    writeFileSync(file, '{ not json');
    expect(remotes.current().error).toMatch(/JSON/);
    writeFileSync(file, '[]');
    expect(remotes.current().error).toBe('the file is not a JSON object');
    writeFileSync(file, '{"mfe_x":"https://x.example.com/mf-manifest.json"}');
    expect(remotes.current()).toMatchObject({ error: null, stale: null, origins: ['https://x.example.com'] });
    expect(lines.filter((l) => l.level === 'error').map((l) => l.msg)).toEqual([
      'cannot use the remotes file; no remote can load until it is fixed',
      'cannot use the remotes file; no remote can load until it is fixed',
      'cannot use the remotes file; no remote can load until it is fixed',
    ]);
  });

  it('keeps serving the last valid copy when the file gets a typo or disappears, logs it, and follows the fix', () => {
    const { lines, log } = recordingLog();
    writeFileSync(file, JSON.stringify({ mfe_account: '/remotes/mfe-account/mf-manifest.json', mfe_x: 'https://x.example.com/mf-manifest.json' }));
    const remotes = createRemotesFile(file, { production: false, log });
    const valid = remotes.current();
    writeFileSync(file, '{ "mfe_account": "/remotes/mfe-account/mf-manifest.json", }');
    const typo = remotes.current();
    expect(typo).toMatchObject({ error: null, body: valid.body, etag: valid.etag, origins: ['https://x.example.com'] });
    expect(typo.stale).toMatch(/JSON/);
    unlinkSync(file);
    expect(remotes.current()).toMatchObject({ error: null, body: valid.body, stale: expect.stringMatching(/ENOENT/) });
    expect(lines.filter((l) => l.level === 'error').map((l) => l.msg)).toEqual([
      'cannot use the remotes file; serving its last valid copy until it is fixed',
      'cannot use the remotes file; serving its last valid copy until it is fixed',
    ]);
    writeFileSync(file, '{"mfe_account":"/remotes/mfe-account/v2/mf-manifest.json"}');
    expect(remotes.current()).toMatchObject({ stale: null, body: '{"mfe_account":"/remotes/mfe-account/v2/mf-manifest.json"}' });
  });

  it('leaves out only a broken entry; the others stay served', () => {
    const { log } = recordingLog();
    writeFileSync(file, JSON.stringify({ mfe_account: '/remotes/mfe-account/mf-manifest.json', 'mfe-bad': '/x/mf-manifest.json', mfe_empty: '' }));
    const remotes = createRemotesFile(file, { production: false, log });
    expect(remotes.current()).toMatchObject({ error: null, body: '{"mfe_account":"/remotes/mfe-account/mf-manifest.json"}' });
    expect(remotes.current().refused.map((r) => r.name)).toEqual(['mfe-bad', 'mfe_empty']);
  });
});
