// jsdom has no fetch. Under jest the Firebase SDK resolves to its Node build, which reads the global fetch,
// Headers and Response when shared-auth is imported. UI tests never reach the network: any call they make
// without stubbing the HTTP layer fails loudly. Tests that need replies install their own fetch.
if (typeof window !== 'undefined' && typeof globalThis.fetch === 'undefined') {
  globalThis.fetch = (url) => Promise.reject(new Error(`No network in unit tests (fetch ${String(url)})`));
  globalThis.Headers ??= class Headers {};
  globalThis.Request ??= class Request {};
  globalThis.Response ??= class Response {};
}
