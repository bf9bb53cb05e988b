// DOM test setup: jest-dom matchers and the browser APIs jsdom lacks.
require('@testing-library/jest-dom');
const { TextEncoder, TextDecoder } = require('node:util');
if (!global.TextEncoder) global.TextEncoder = TextEncoder;
if (!global.TextDecoder) global.TextDecoder = TextDecoder;
// A file may opt into the node environment (`@jest-environment node`, e.g. integration tests against the server).
const hasDom = typeof window !== 'undefined';
if (hasDom && !window.matchMedia) {
  window.matchMedia = (query) => ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {},
    addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false });
}
if (hasDom && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function scrollIntoView() {};
// DOM tests drive real components through many renders; on a busy 2-core CI machine 5 s is too tight.
jest.setTimeout(30_000);
// findBy*/waitFor give up after 1 s by default: on a loaded 2-core machine a first render with lazy chunks and
// several effects can take longer, and a test then fails for the machine, not the code. Waiting longer costs a
// passing test nothing (it returns as soon as the element is there).
if (hasDom) require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
