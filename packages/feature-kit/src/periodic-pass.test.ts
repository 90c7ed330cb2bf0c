import { describe, expect, it, vi } from 'vitest';
import { PeriodicPass } from './periodic-pass.js';

describe('PeriodicPass', () => {
  it('runs once at start, then every interval, and not after stop', async () => {
    vi.useFakeTimers();
    try {
      const pass = vi.fn(async () => {});
      const periodic = new PeriodicPass(pass, 1000);
      periodic.start();
      periodic.start();
      expect(pass).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(2500);
      expect(pass).toHaveBeenCalledTimes(3);
      expect(periodic.active).toBe(true);
      await periodic.stop();
      expect(periodic.active).toBe(false);
      await vi.advanceTimersByTimeAsync(5000);
      expect(pass).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs its first pass after firstPassDelayMs when told, never both it and an earlier tick, and not at all once stopped', async () => {
    vi.useFakeTimers();
    try {
      const pass = vi.fn(async () => {});
      const delayed = new PeriodicPass(pass, 10_000, 3000);
      delayed.start();
      expect(pass).toHaveBeenCalledTimes(0);
      await vi.advanceTimersByTimeAsync(3000);
      expect(pass).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(7000);
      expect(pass).toHaveBeenCalledTimes(2);
      await delayed.stop();

      const longerThanInterval = vi.fn(async () => {});
      const periodic = new PeriodicPass(longerThanInterval, 1000, 5000);
      periodic.start();
      await vi.advanceTimersByTimeAsync(1000);
      expect(longerThanInterval).toHaveBeenCalledTimes(1);
      await periodic.stop();

      const stoppedEarly = vi.fn(async () => {});
      const stopped = new PeriodicPass(stoppedEarly, 10_000, 3000);
      stopped.start();
      await stopped.stop();
      await vi.advanceTimersByTimeAsync(20_000);
      expect(stoppedEarly).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('joins a pass still running instead of starting a second, and stop waits for it', async () => {
    let finish: () => void = () => {};
    let finished = false;
    const pass = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = () => {
            finished = true;
            resolve();
          };
        }),
    );
    const periodic = new PeriodicPass(pass, 60_000);
    const first = periodic.runOnce();
    expect(periodic.runOnce()).toBe(first);
    expect(pass).toHaveBeenCalledTimes(1);
    const stopped = periodic.stop();
    finish();
    await stopped;
    expect(finished).toBe(true);
    const second = periodic.runOnce();
    expect(second).not.toBe(first);
    expect(pass).toHaveBeenCalledTimes(2);
    finish();
    await second;
  });
});
