import { describe, expect, it } from 'vitest';
import { TickHeap } from './tick-heap.js';

describe('TickHeap', () => {
  it('pops ticks earliest first, whatever the order they came in', () => {
    const heap = new TickHeap();
    const dueTimes = Array.from({ length: 500 }, (_, index) => (index * 7919) % 1000);
    for (const [index, dueAt] of dueTimes.entries()) heap.push({ scheduleId: `s${index}`, projectId: 'p', dueAt });
    expect(heap.size).toBe(500);
    expect(heap.peek()?.dueAt).toBe(Math.min(...dueTimes));
    const popped: number[] = [];
    for (let tick = heap.pop(); tick; tick = heap.pop()) popped.push(tick.dueAt);
    expect(popped).toEqual([...dueTimes].sort((left, right) => left - right));
    expect(heap.size).toBe(0);
    expect(heap.pop()).toBeUndefined();
  });
});
