// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { iconUsage, nameWords, searchIcons } from '../../runtime/icons/search';
import { synonymIndex } from '../../runtime/icons/synonyms';

const index = {
  names: ['AccessAlarm', 'Alarm', 'AlarmAdd', 'Delete', 'DeleteForever', 'GitHub', 'RestoreFromTrash', 'Settings', 'ThreeDRotation', 'Wifi2Bar'],
  // GitHub has only the filled theme (bit 0); the others all five.
  themes: [31, 31, 31, 31, 31, 1, 31, 31, 31, 31],
};
const names = (positions: number[]) => positions.map((position) => index.names[position]);

describe('icon search', () => {
  it('splits names into words', () => {
    expect(nameWords('AccessAlarm')).toEqual(['access', 'alarm']);
    expect(nameWords('ThreeDRotation')).toEqual(['three', 'd', 'rotation']);
    expect(nameWords('Wifi2Bar')).toEqual(['wifi', '2', 'bar']);
    expect(nameWords('GitHub')).toEqual(['git', 'hub']);
  });

  it('ranks the exact name, then names starting with the query, then other name matches, then synonyms', () => {
    expect(names(searchIcons(index, 'alarm', 0))).toEqual(['Alarm', 'AlarmAdd', 'AccessAlarm']);
    expect(names(searchIcons(index, 'trash', 0))).toEqual(['RestoreFromTrash', 'Delete', 'DeleteForever']);
    expect(names(searchIcons(index, 'cog', 0))).toEqual(['Settings']);
    expect(names(searchIcons(index, 'alarm add', 0))).toEqual(['AlarmAdd']);
    expect(names(searchIcons(index, 'accessalarm', 0))).toEqual(['AccessAlarm']);
  });

  it('keeps to the chosen theme and lists every icon of it for an empty query', () => {
    expect(names(searchIcons(index, 'github', 0))[0]).toBe('GitHub');
    expect(names(searchIcons(index, 'github', 1))).not.toContain('GitHub');
    expect(searchIcons(index, '  ', 1)).toHaveLength(9);
  });

  it('writes the import line and JSX of an icon in a theme', () => {
    expect(iconUsage('Delete', 'Outlined')).toEqual({
      importLine: "import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';",
      jsx: '<DeleteOutlinedIcon />',
    });
    expect(iconUsage('Delete', '')).toEqual({ importLine: "import DeleteIcon from '@mui/icons-material/Delete';", jsx: '<DeleteIcon />' });
  });

  it('relates every word of a synonym group to the others', () => {
    const synonyms = synonymIndex([
      ['delete', 'trash'],
      ['trash', 'garbage'],
    ]);
    expect([...synonyms.get('trash')!].sort()).toEqual(['delete', 'garbage', 'trash']);
    expect([...synonyms.get('delete')!].sort()).toEqual(['delete', 'trash']);
  });
});
