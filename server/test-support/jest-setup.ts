// Server tests start an embedded database per file; give hooks room on a busy machine.
jest.setTimeout(60_000);
