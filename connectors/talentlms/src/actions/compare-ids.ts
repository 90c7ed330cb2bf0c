/**
 * Orders TalentLMS records by numeric id (they arrive as strings or numbers). Offset paging needs
 * one stable order across the separate requests of a sync, whatever order TalentLMS lists them in.
 */
export function compareTalentlmsIds(left: { id: string | number }, right: { id: string | number }): number {
  const difference = Number(left.id) - Number(right.id);
  return Number.isNaN(difference) || difference === 0 ? String(left.id).localeCompare(String(right.id)) : difference;
}
