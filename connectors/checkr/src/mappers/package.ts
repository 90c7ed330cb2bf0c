import { encodeCompositeId, type ScreeningPackage } from '@openunified/connector-sdk';
import type { CheckrPackage } from '../provider-types.js';

/** `screening_monitoring` -> `screening monitoring`: Checkr names screenings by type. */
const words = (type: string) => type.replace(/_/g, ' ');

/** Checkr `Package` -> unified screening package; the description lists what it screens. */
export function mapPackage(checkrPackage: CheckrPackage): ScreeningPackage {
  const screenings = (checkrPackage.screenings ?? []).map((screening) =>
    screening.subtype ? `${words(screening.type)} (${words(screening.subtype)})` : words(screening.type),
  );
  return {
    id: encodeCompositeId(checkrPackage.id),
    remote_id: checkrPackage.id,
    name: checkrPackage.name,
    description: screenings.length > 0 ? `Screenings: ${screenings.join(', ')}` : null,
  };
}
