import { GroupCommit } from './group-commit';

/** A writer whose commits the test releases one at a time. */
function controlledWriter(fail: (item: number) => boolean = () => false) {
  const batches: number[][] = [];
  const waiting: Array<() => void> = [];
  const writeBatch = async (items: number[]) => {
    batches.push(items);
    await new Promise<void>((resolve) => waiting.push(resolve));
    if (items.some(fail)) throw new Error(`bad item in ${items.join(',')}`);
    return items.map((i) => i * 10);
  };
  const releaseAll = async () => {
    while (waiting.length > 0) {
      waiting.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { batches, writeBatch, releaseAll };
}

describe('GroupCommit', () => {
  it('writes a lone item at once, and what arrives meanwhile as the next batch', async () => {
    const w = controlledWriter();
    const gc = new GroupCommit({ writeBatch: w.writeBatch, maxBatch: 100 });
    const first = gc.write(1);
    const rest = [2, 3, 4].map((i) => gc.write(i));
    expect(w.batches).toEqual([[1]]);
    expect(gc.waiting).toBe(3);
    await w.releaseAll();
    expect(await first).toBe(10);
    expect(await Promise.all(rest)).toEqual([20, 30, 40]);
    expect(w.batches).toEqual([[1], [2, 3, 4]]);
  });

  it('resolves in queue order, one commit at a time', async () => {
    const w = controlledWriter();
    const gc = new GroupCommit({ writeBatch: w.writeBatch, maxBatch: 2 });
    const order: number[] = [];
    const all = [1, 2, 3, 4, 5].map((i) => gc.write(i).then(() => order.push(i)));
    await w.releaseAll();
    await Promise.all(all);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(w.batches).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('retries a failed batch item by item so only the bad item fails', async () => {
    const w = controlledWriter((i) => i === 3);
    const gc = new GroupCommit({ writeBatch: w.writeBatch, maxBatch: 10 });
    const first = gc.write(1);
    const results = [2, 3, 4].map((i) => gc.write(i).then((v) => v, (e: Error) => e.message));
    await w.releaseAll();
    await first;
    expect(await Promise.all(results)).toEqual([20, 'bad item in 3', 40]);
    expect(w.batches).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
  });

  it('hands the next batch to the writer before the finished batch\'s callers run', async () => {
    const w = controlledWriter();
    const gc = new GroupCommit({ writeBatch: w.writeBatch, maxBatch: 10 });
    const seenByFirstCaller: number[][][] = [];
    const first = gc.write(1).then(() => seenByFirstCaller.push(w.batches.map((b) => [...b])));
    const second = gc.write(2);
    await w.releaseAll();
    await Promise.all([first, second]);
    // When the first caller ran, the second batch was already being written.
    expect(seenByFirstCaller).toEqual([[[1], [2]]]);
  });

  it('writes nothing queued after a failed batch before its items are settled', async () => {
    const w = controlledWriter((i) => i === 2);
    const gc = new GroupCommit({ writeBatch: w.writeBatch, maxBatch: 2 });
    const first = gc.write(1);
    const failing = [2, 3].map((i) => gc.write(i).then((v) => v, (e: Error) => e.message));
    await new Promise((r) => setImmediate(r));
    const later = gc.write(4);
    await w.releaseAll();
    await Promise.all([first, later]);
    expect(await Promise.all(failing)).toEqual(['bad item in 2', 30]);
    expect(w.batches).toEqual([[1], [2, 3], [2], [3], [4]]);
  });

  it('hands each committed batch to afterWrite once, before its callers hear, while the next batch is written; its failure fails nobody', async () => {
    const w = controlledWriter();
    const seen: string[] = [];
    const gc = new GroupCommit({
      writeBatch: w.writeBatch,
      maxBatch: 100,
      afterWrite: async (items, results) => {
        seen.push(`after ${items.join(',')} -> ${results.join(',')} (batches written: ${w.batches.length})`);
        if (items.includes(1)) throw new Error('a subscriber failed');
      },
    });
    const first = gc.write(1).then((r) => seen.push(`resolved 1 -> ${r}`));
    const rest = [2, 3].map((i) => gc.write(i).then((r) => seen.push(`resolved ${i} -> ${r}`)));
    await w.releaseAll();
    await Promise.all([first, ...rest]);
    expect(seen).toEqual([
      // The second batch was already being written when the first one's afterWrite ran.
      'after 1 -> 10 (batches written: 2)',
      'resolved 1 -> 10',
      'after 2,3 -> 20,30 (batches written: 2)',
      'resolved 2 -> 20',
      'resolved 3 -> 30',
    ]);
  });

  it('writes an item that arrives while the last batch\'s afterWrite runs, with no later write to start it', async () => {
    const w = controlledWriter();
    let afterWriteStarted!: () => void;
    const started = new Promise<void>((resolve) => (afterWriteStarted = resolve));
    let finishAfterWrite!: () => void;
    const gc = new GroupCommit({
      writeBatch: w.writeBatch,
      maxBatch: 100,
      afterWrite: (items) => {
        if (!items.includes(1)) return Promise.resolve();
        afterWriteStarted();
        // The first batch's subscribers are still at work (a query of theirs) when the next message comes.
        return new Promise<void>((resolve) => (finishAfterWrite = resolve));
      },
    });
    const first = gc.write(1);
    await w.releaseAll();
    await started;
    // Nothing else is queued: the writer has no next batch, and is still answering the first one.
    const late = gc.write(2);
    finishAfterWrite();
    expect(await first).toBe(10);
    await w.releaseAll();
    await new Promise((resolve) => setImmediate(resolve));
    await w.releaseAll();
    // Written and answered without any further write() to wake the writer up.
    expect(w.batches).toEqual([[1], [2]]);
    expect(gc.waiting).toBe(0);
    await expect(late).resolves.toBe(20);
  });
});
