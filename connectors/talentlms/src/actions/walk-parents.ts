import { BadRequestError } from '@openunified/connector-sdk';

/**
 * Lists across every parent (the enrolments of every user, the units of every course): TalentLMS
 * has no endpoint for them, only the parent's record. A page reads the parent list, then parent
 * records one by one from where the previous page stopped, until the page is full. The cursor is
 * `{parent index}.{records of that parent already returned}`.
 */

/** Parent records read for one page at most, so a page of a sparse list stays a bounded number of calls. */
export const MAX_PARENTS_PER_PAGE = 20;

function parseWalkCursor(cursor: string | undefined): { parent: number; offset: number } {
  if (cursor === undefined) return { parent: 0, offset: 0 };
  const match = /^(\d+)\.(\d+)$/.exec(cursor);
  if (!match) throw new BadRequestError(`cursor "${cursor}" is not a TalentLMS cursor ("{parent}.{offset}")`);
  return { parent: Number(match[1]), offset: Number(match[2]) };
}

export async function walkParents<Parent, Child>(options: {
  parents: readonly Parent[];
  pageSize: number;
  cursor: string | undefined;
  /** The children of one parent that the list shows, filters applied, in a stable order. */
  childrenOf: (parent: Parent) => Promise<Child[]>;
}): Promise<{ data: Child[]; next: string | null }> {
  const { parents, pageSize } = options;
  let { parent, offset } = parseWalkCursor(options.cursor);
  const data: Child[] = [];
  let visited = 0;
  while (parent < parents.length && data.length < pageSize && visited < MAX_PARENTS_PER_PAGE) {
    const children = await options.childrenOf(parents[parent]!);
    visited += 1;
    const taken = children.slice(offset, offset + pageSize - data.length);
    data.push(...taken);
    if (offset + taken.length < children.length) return { data, next: `${parent}.${offset + taken.length}` };
    parent += 1;
    offset = 0;
  }
  return { data, next: parent < parents.length ? `${parent}.0` : null };
}
