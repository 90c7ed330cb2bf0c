import { describe, expect, it } from 'vitest';
import { WriteBehindQueue } from './write-behind-queue.js';

describe('WriteBehindQueue', () => {
  it('writes pushed items together after the delay, in order', async () => {
    const batches: number[][] = [];
    const queue = new WriteBehindQueue<number>(async (items) => batches.push(items), { maxDelayMs: 5 });
    queue.push(1, 2);
    queue.push(3);
    expect(batches).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('flushes at once when asked, and never writes batches larger than the limit', async () => {
    const batches: number[][] = [];
    const queue = new WriteBehindQueue<number>(async (items) => batches.push(items), { maxDelayMs: 60_000, maxBatchSize: 2 });
    queue.push(1);
    await queue.flush();
    queue.push(2, 3, 4, 5, 6);
    await queue.flush();
    expect(batches).toEqual([[1], [2, 3], [4, 5], [6]]);
  });

  it('reports a failed batch and keeps writing the next ones', async () => {
    const failed: number[][] = [];
    const written: number[][] = [];
    const queue = new WriteBehindQueue<number>(
      async (items) => {
        if (items.includes(13)) throw new Error('disk full');
        written.push(items);
      },
      { onError: (_error, items) => failed.push([...items]) },
    );
    queue.push(13);
    await queue.flush();
    queue.push(14);
    await queue.flush();
    expect(failed).toEqual([[13]]);
    expect(written).toEqual([[14]]);
  });

  it('writes what is pending on close and refuses pushes after', async () => {
    const written: number[] = [];
    const queue = new WriteBehindQueue<number>(async (items) => written.push(...items), { maxDelayMs: 60_000 });
    queue.push(7);
    await queue.close();
    expect(written).toEqual([7]);
    expect(() => queue.push(8)).toThrow(/closed/);
  });
});
