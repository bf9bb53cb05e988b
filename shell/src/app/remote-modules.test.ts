// Every id the shell renders must be exposed by the remote it names, under that name (the remote's webpack
// config is the one list of its exposes).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_MODULES, type RemoteModuleId } from './remote-modules';

const ROOT = path.resolve(__dirname, '../../..');

function exposedBy(container: string): string[] {
  const folder = container.replace('_', '-');
  const config = readFileSync(path.join(ROOT, folder, 'webpack.config.cjs'), 'utf8');
  expect(config).toContain(`name: '${container}'`);
  return [...config.matchAll(/'\.\/([A-Za-z]+)':/g)].map((m) => m[1] as string);
}

describe('REMOTE_MODULES', () => {
  it.each(Object.entries(REMOTE_MODULES))('%s (%s) is exposed by its remote', (_key, id) => {
    const [container, exposed] = id.split('/') as [string, string];
    expect(exposedBy(container)).toContain(exposed);
  });
});

describe('RemoteModuleId', () => {
  it('admits only the listed ids (checked by the typecheck)', () => {
    const known: RemoteModuleId = 'mfe_profile/ProfilePage';
    // @ts-expect-error no remote exposes this module; the shell cannot name it
    const unknown: RemoteModuleId = 'mfe_profile/AdminPage';
    expect([known, unknown]).toHaveLength(2);
  });
});
