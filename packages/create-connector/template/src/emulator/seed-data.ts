import { pick, seededRandom, seededTimestamp } from '@openunified/connector-sdk/emulator';
import type { __Key__Drive } from '../provider-types.js';

const teams = ['Finance', 'Engineering', 'Marketing', 'Sales', 'Legal', 'Support', 'People', 'Design'];

/** Deterministic drives: the same seed serves the same records on every machine. */
export function generateDrives(seed: number, count: number): __Key__Drive[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const team = pick(random, teams);
    const id = `drv_${String(index + 1).padStart(4, '0')}`;
    return {
      id,
      name: `${team} ${index + 1}`,
      description: random() < 0.25 ? null : `Shared files of the ${team} team`,
      web_url: `https://app.example.com/drives/${id}`,
      created_at: seededTimestamp(index),
      updated_at: seededTimestamp(count + index),
      owner_email: `${team.toLowerCase()}@example.com`,
    };
  });
}
