/**
 * The ids a full run saw, for deletion detection by set difference at the run's end
 * (docs/concepts/data-sync.md#runs) instead of a write per unchanged record. Kept as 64-bit
 * fingerprints in an open-addressing table of typed arrays: 16 bytes a record at most, so a run
 * of 1M records holds ~16 MB, not the ids themselves. Two ids with the same fingerprint (odds
 * about n²/2^65: 3e-8 for 1M records) would hide one deletion from that run.
 */
export class SeenRecordIds {
  /** Pairs of 32-bit halves; a pair of zeros is an empty slot (fingerprints are never zero). */
  private slots = new Uint32Array(2 * 1024);
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** False when the id was seen already (or one sharing its fingerprint). */
  add(recordId: string): boolean {
    if ((this.count + 1) * 2 > this.slots.length / 2) this.grow();
    const [high, low] = fingerprint(recordId);
    const added = this.insert(this.slots, high, low);
    if (added) this.count += 1;
    return added;
  }

  has(recordId: string): boolean {
    const [high, low] = fingerprint(recordId);
    const slots = this.slots;
    const mask = slots.length / 2 - 1;
    for (let slot = low & mask; ; slot = (slot + 1) & mask) {
      const slotHigh = slots[2 * slot]!;
      const slotLow = slots[2 * slot + 1]!;
      if (slotHigh === 0 && slotLow === 0) return false;
      if (slotHigh === high && slotLow === low) return true;
    }
  }

  /** False when the fingerprint was there already. */
  private insert(slots: Uint32Array, high: number, low: number): boolean {
    const mask = slots.length / 2 - 1;
    for (let slot = low & mask; ; slot = (slot + 1) & mask) {
      const slotHigh = slots[2 * slot]!;
      const slotLow = slots[2 * slot + 1]!;
      if (slotHigh === 0 && slotLow === 0) {
        slots[2 * slot] = high;
        slots[2 * slot + 1] = low;
        return true;
      }
      if (slotHigh === high && slotLow === low) return false;
    }
  }

  private grow(): void {
    const old = this.slots;
    const slots = new Uint32Array(old.length * 2);
    for (let slot = 0; slot < old.length / 2; slot += 1) {
      const high = old[2 * slot]!;
      const low = old[2 * slot + 1]!;
      if (high !== 0 || low !== 0) this.insert(slots, high, low);
    }
    this.slots = slots;
  }
}

/** Two independent 32-bit FNV-1a hashes of the UTF-16 code units; never both zero. */
function fingerprint(recordId: string): [number, number] {
  let high = 0x811c9dc5;
  let low = 0x050c5d1f;
  for (let index = 0; index < recordId.length; index += 1) {
    const code = recordId.charCodeAt(index);
    high = Math.imul(high ^ code, 0x01000193);
    low = Math.imul(low ^ code, 0x01000193) ^ (low >>> 15);
  }
  high >>>= 0;
  low >>>= 0;
  return high === 0 && low === 0 ? [1, 0] : [high, low];
}
