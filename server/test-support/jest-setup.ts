// Server tests start an embedded database per file; give hooks room on a busy machine.
jest.setTimeout(120_000); // 60 s was exceeded by a migrated start with the machine at load 11 on 2 cores
