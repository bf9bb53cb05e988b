import { findNewerMinors, findVersionSkew, sameLine, VersionSkewError } from './version-skew';

const page = { react: '19.2.9', 'react-dom': '19.2.9', 'react-dom/client': '19.2.9', jotai: '2.20.3', 'shared-ui': '1.0.0' };

describe('sameLine', () => {
  it('compares majors, and minors below 1.0', () => {
    expect(sameLine('^19.0.0', '19.2.9')).toBe(true);
    expect(sameLine('19.3.1', '19.2.9')).toBe(true);
    expect(sameLine('^18.3.1', '19.2.9')).toBe(false);
    expect(sameLine('0.4.1', '0.5.0')).toBe(false);
    expect(sameLine('~0.5.2', '0.5.0')).toBe(true);
    expect(sameLine('*', '19.2.9')).toBe(true);
  });
});

describe('findVersionSkew', () => {
  it('accepts a remote built against the page\'s majors, minor and patch differences included', () => {
    expect(findVersionSkew([
      { name: 'react', version: '19.2.9', requiredVersion: '^19.2.9', singleton: true },
      { name: 'jotai', version: '2.21.0', requiredVersion: '^2.21.0', singleton: true },
      { name: 'lodash', version: '4.17.21', requiredVersion: '^4.17.21', singleton: false },
    ], page)).toEqual([]);
  });

  it('names every shared singleton built against another major, by version or by required range', () => {
    expect(findVersionSkew([
      { name: 'react', version: '18.3.1', requiredVersion: '^18.3.1', singleton: true },
      { name: 'react-dom/client', version: '19.2.9', requiredVersion: '^18.0.0', singleton: true },
      { name: 'shared-ui', version: '2.0.0', requiredVersion: '^2.0.0', singleton: true },
      { name: 'jotai', version: '2.20.3', requiredVersion: false, singleton: true },
    ], page)).toEqual([
      { name: 'react', remoteWants: '18.3.1', pageHas: '19.2.9' },
      { name: 'react-dom/client', remoteWants: '^18.0.0', pageHas: '19.2.9' },
      { name: 'shared-ui', remoteWants: '2.0.0', pageHas: '1.0.0' },
    ]);
  });

  it('ignores packages the page does not share', () => {
    expect(findVersionSkew([{ name: 'date-fns', version: '1.0.0', singleton: true }], page)).toEqual([]);
  });
});

describe('VersionSkewError', () => {
  it('says which remote, which packages and what to do', () => {
    const err = new VersionSkewError('mfe_account', [{ name: 'react', remoteWants: '^18.3.1', pageHas: '19.2.9' }]);
    expect(err.name).toBe('VersionSkewError');
    expect(err.message).toBe('mfe_account was not loaded: version skew in shared singletons (incompatible major versions): '
      + 'react ^18.3.1 wanted, this page runs 19.2.9. Rebuild mfe_account against the shell\'s shared versions, '
      + 'or point remotes.json back at a compatible build.');
  });
});

describe('findNewerMinors', () => {
  it('names a singleton built against or requiring a newer minor of the page\'s major line', () => {
    expect(findNewerMinors([
      { name: 'shared-ui', version: '1.1.0', requiredVersion: '^1.1.0', singleton: true },
      { name: 'jotai', version: '2.20.3', requiredVersion: '^2.21.0', singleton: true },
      { name: 'react', version: '19.2.12', requiredVersion: '^19.2.12', singleton: true },
      { name: 'react-dom', version: '20.0.0', singleton: true },
      { name: 'lodash', version: '4.18.0', singleton: false },
    ], page)).toEqual([
      { name: 'shared-ui', remoteBuiltWith: '1.1.0', pageHas: '1.0.0' },
      { name: 'jotai', remoteBuiltWith: '^2.21.0', pageHas: '2.20.3' },
    ]);
  });
});
