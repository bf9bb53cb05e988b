import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuByGroup, parseThreadStat, threadSnapshot } from './thread-cpu';

/** A stat line as Linux writes it: utime and stime are the 14th and 15th fields. */
const statLine = (tid: number, comm: string, utime: number, stime: number) =>
  `${tid} (${comm}) S 1 ${tid} ${tid} 0 -1 4194560 100 0 0 0 ${utime} ${stime} 0 0 20 0 1 0 100 1000 10 18446744073709551615\n`;

describe('thread CPU accounting', () => {
  it('reads the thread id, its name and its user + system ticks, whatever the name holds', () => {
    expect(parseThreadStat(statLine(42, 'node', 300, 45))).toEqual({ tid: 42, comm: 'node', ticks: 345 });
    expect(parseThreadStat(statLine(7, 'postgres: 15/main: postgres bench1m 127.0.0.1(36484) idle', 10, 2)))
      .toEqual({ tid: 7, comm: 'postgres: 15/main: postgres bench1m 127.0.0.1(36484) idle', ticks: 12 });
    expect(parseThreadStat(statLine(9, 'a) (b', 1, 1))).toEqual({ tid: 9, comm: 'a) (b', ticks: 2 });
    expect(parseThreadStat('')).toBeNull();
    expect(parseThreadStat('12 (cut short) S 1')).toBeNull();
  });

  describe('over a /proc tree', () => {
    let proc: string;
    const write = (pid: number, tid: number, comm: string, utime: number, stime: number) => {
      mkdirSync(path.join(proc, String(pid), 'task', String(tid)), { recursive: true });
      writeFileSync(path.join(proc, String(pid), 'task', String(tid), 'stat'), statLine(tid, comm, utime, stime));
    };
    beforeEach(() => {
      proc = mkdtempSync(path.join(os.tmpdir(), 'thread-cpu-'));
    });
    afterEach(() => rmSync(proc, { recursive: true, force: true }));

    it('counts each group\'s CPU seconds between two snapshots; new threads count from zero, idle ones not at all', () => {
      write(100, 100, 'node', 1000, 100); // the server's main thread
      write(100, 101, 'node', 50, 5); // its load-client worker
      write(200, 200, 'postgres', 400, 40);
      write(300, 300, 'kworker/0:1', 3, 0);
      mkdirSync(path.join(proc, 'self')); // not a process id: skipped
      const before = threadSnapshot(proc);
      expect(before.size).toBe(4);

      write(100, 100, 'node', 1150, 130); // +1.8 s
      write(100, 101, 'node', 90, 15); // +0.5 s
      write(100, 102, 'node', 20, 0); // a thread started since: +0.2 s
      write(200, 200, 'postgres', 600, 60); // +2.2 s
      write(201, 201, 'postgres: walwriter', 10, 0); // +0.1 s
      const after = threadSnapshot(proc);

      const used = cpuByGroup(before, after, 100);
      expect(used['server main thread']).toBeCloseTo(1.8);
      expect(used['server, other threads']).toBeCloseTo(0.7);
      expect(used.postgres).toBeCloseTo(2.3);
      expect(used.other).toBe(0);
    });

    it('skips a process whose task list is gone and a stat file it cannot parse', () => {
      write(100, 100, 'node', 1, 1);
      mkdirSync(path.join(proc, '400')); // a process that ended: no task directory
      mkdirSync(path.join(proc, '500', 'task', '500'), { recursive: true });
      writeFileSync(path.join(proc, '500', 'task', '500', 'stat'), 'garbage');
      expect([...threadSnapshot(proc).keys()]).toEqual(['100/100']);
      expect(threadSnapshot(path.join(proc, 'missing')).size).toBe(0); // no /proc (not Linux)
    });
  });
});
