/**
 * Mutual exclusion per key inside one process: holders of the same key run one after the other,
 * in arrival order; different keys never wait for each other.
 */
export class KeyedMutex {
  /** Per key, the promise that settles when the last queued holder releases the key. */
  private readonly queueTails = new Map<string, Promise<void>>();

  async runExclusive<Result>(key: string, work: () => Promise<Result>): Promise<Result> {
    const previousHolderDone = this.queueTails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const thisHolderDone = new Promise<void>((resolve) => {
      release = resolve;
    });
    const queueTail = previousHolderDone.then(() => thisHolderDone);
    this.queueTails.set(key, queueTail);

    await previousHolderDone;
    try {
      return await work();
    } finally {
      release();
      // Forget keys nobody waits on, so the map does not grow with every key ever locked.
      if (this.queueTails.get(key) === queueTail) this.queueTails.delete(key);
    }
  }
}
