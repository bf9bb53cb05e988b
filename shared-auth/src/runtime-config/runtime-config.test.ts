import { loadRuntimeConfig } from './runtime-config';

describe('loadRuntimeConfig', () => {
  it('reports the HTTP status when /config.json cannot be loaded', async () => {
    const stub = (async () => ({ ok: false, status: 404, json: async () => ({}) })) as unknown as typeof fetch;
    await expect(loadRuntimeConfig('/config.json', stub)).rejects.toThrow('Could not load /config.json: HTTP 404');
  });
});
