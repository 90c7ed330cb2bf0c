/** A schedule's tick as the embedded engine keeps it. */
export interface Tick {
  scheduleId: string;
  projectId: string;
  dueAt: number;
}

/**
 * Min-heap of ticks by `dueAt`: the engine takes what is due in O(log n) each, instead of
 * scanning every schedule on each wake (10k schedules due at once made that O(n²)).
 */
export class TickHeap {
  private readonly items: Tick[] = [];

  get size(): number {
    return this.items.length;
  }

  peek(): Tick | undefined {
    return this.items[0];
  }

  push(tick: Tick): void {
    const items = this.items;
    items.push(tick);
    let index = items.length - 1;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (items[parent]!.dueAt <= tick.dueAt) break;
      items[index] = items[parent]!;
      index = parent;
    }
    items[index] = tick;
  }

  pop(): Tick | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (top === undefined || last === undefined || items.length === 0) return top;
    let index = 0;
    for (;;) {
      const left = 2 * index + 1;
      if (left >= items.length) break;
      const right = left + 1;
      const child = right < items.length && items[right]!.dueAt < items[left]!.dueAt ? right : left;
      if (items[child]!.dueAt >= last.dueAt) break;
      items[index] = items[child]!;
      index = child;
    }
    items[index] = last;
    return top;
  }

  clear(): void {
    this.items.length = 0;
  }
}
