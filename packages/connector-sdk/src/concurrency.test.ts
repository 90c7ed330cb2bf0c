import { describe, expect, it } from 'vitest';
import { mapWithConcurrency } from './concurrency.js';

describe('mapWithConcurrency', () => {
  it('keeps the input order and never runs more than the limit at once', async () => {
    let inFlight = 0;
    let mostInFlight = 0;
    const results = await mapWithConcurrency([30, 5, 20, 1, 10, 2], 2, async (delay) => {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, delay));
      inFlight -= 1;
      return delay * 10;
    });

    expect(results).toEqual([300, 50, 200, 10, 100, 20]);
    expect(mostInFlight).toBe(2);
  });

  it('answers an empty list without calling the mapper', async () => {
    expect(await mapWithConcurrency([], 3, async () => 'never')).toEqual([]);
  });
});
