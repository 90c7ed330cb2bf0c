import { describe, expect, it } from 'vitest';
import { SeenRecordIds } from './seen-record-ids.js';

describe('SeenRecordIds', () => {
  it('knows every id it saw, and none it did not, through many growths', () => {
    const seen = new SeenRecordIds();
    for (let index = 0; index < 200_000; index += 2) expect(seen.add(`drive-${index}`)).toBe(true);
    // Seen before: add says so.
    expect(seen.add('drive-0')).toBe(false);
    expect(seen.size).toBe(100_000);
    let found = 0;
    let falsePositives = 0;
    for (let index = 0; index < 200_000; index += 1) {
      const known = seen.has(`drive-${index}`);
      if (index % 2 === 0 && known) found += 1;
      if (index % 2 === 1 && known) falsePositives += 1;
    }
    expect(found).toBe(100_000);
    expect(falsePositives).toBe(0);
    expect(seen.has('')).toBe(false);
    seen.add('');
    expect(seen.has('')).toBe(true);
  });
});
