import { describe, expect, it } from 'vitest';
import { applyFieldSelection, InvalidFieldSelectionError, parseFieldSelection } from './partial-response.js';

const driveList = {
  kind: 'drive#driveList',
  nextPageToken: 'token',
  drives: [
    { kind: 'drive#drive', id: '0A1', name: 'Finance', hidden: false, capabilities: { canEdit: true, canShare: false } },
    { kind: 'drive#drive', id: '0A2', name: 'Legal', hidden: true, capabilities: { canEdit: false, canShare: true } },
  ],
};

const select = (fields: string, value: unknown = driveList) => applyFieldSelection(value, parseFieldSelection(fields));

describe('partial responses', () => {
  it('keeps the named fields of each array element', () => {
    expect(select('nextPageToken,drives(id,name)')).toEqual({
      nextPageToken: 'token',
      drives: [
        { id: '0A1', name: 'Finance' },
        { id: '0A2', name: 'Legal' },
      ],
    });
  });

  it('follows slash paths and merges them with sub-selections', () => {
    expect(select('drives/id,drives(capabilities/canEdit)')).toEqual({
      drives: [
        { id: '0A1', capabilities: { canEdit: true } },
        { id: '0A2', capabilities: { canEdit: false } },
      ],
    });
  });

  it('keeps whole values for names without a sub-selection, and everything for *', () => {
    expect(select('drives(capabilities)')).toEqual({ drives: driveList.drives.map(({ capabilities }) => ({ capabilities })) });
    expect(select('*')).toEqual(driveList);
    expect(select('drives(*)')).toEqual({ drives: driveList.drives });
  });

  it('leaves out names the value lacks', () => {
    expect(select('user(displayName,photoLink)', { user: { displayName: 'Sandbox User' } })).toEqual({
      user: { displayName: 'Sandbox User' },
    });
  });

  it('rejects malformed selectors', () => {
    for (const fields of ['', 'drives(id', 'drives)', 'a,,b', 'drives/']) {
      expect(() => parseFieldSelection(fields), fields).toThrow(InvalidFieldSelectionError);
    }
  });
});
