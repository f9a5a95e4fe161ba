// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { documentedParent, inheritanceCycle } from '../../../cli/pipeline/api/inheritance';
import { substituteTypeParameters } from '../../../cli/pipeline/api/type-text';

describe('API inheritance rules', () => {
  it('reads the parent a package documents in its API list', () => {
    const doc =
      'Demos:\n\n- [Select](https://mui.com/material-ui/react-select/)\n\nAPI:\n\n- [Select API](https://mui.com/material-ui/api/select/)\n- inherits [OutlinedInput API](https://mui.com/material-ui/api/outlined-input/)';
    expect(documentedParent(doc)).toEqual({ name: 'OutlinedInput', href: 'https://mui.com/material-ui/api/outlined-input/' });
    expect(documentedParent('- inherits [Transition API](https://reactcommunity.org/react-transition-group/transition/#Transition-props)')).toEqual({
      name: 'Transition',
      href: 'https://reactcommunity.org/react-transition-group/transition/#Transition-props',
    });
    expect(documentedParent('API:\n\n- [DatePicker API](https://mui.com/x/api/date-pickers/date-picker/)')).toBeUndefined();
  });

  it('finds a cycle and names the components along it', () => {
    expect(
      inheritanceCycle(
        new Map([
          ['Menu', 'Popover'],
          ['Popover', 'Modal'],
        ]),
      ),
    ).toBeUndefined();
    expect(
      inheritanceCycle(
        new Map([
          ['DateTimePicker', 'DesktopDateTimePicker'],
          ['DesktopDateTimePicker', 'DateTimePicker'],
        ]),
      ),
    ).toEqual(['DateTimePicker', 'DesktopDateTimePicker', 'DateTimePicker']);
    expect(
      inheritanceCycle(
        new Map([
          ['A', 'B'],
          ['B', 'C'],
          ['C', 'B'],
        ]),
      ),
    ).toEqual(['B', 'C', 'B']);
  });

  it('substitutes type parameters, parenthesising a union only where precedence needs it', () => {
    const views = new Map([['TView', "'day' | 'month' | 'year'"]]);
    expect(substituteTypeParameters('TView', views)).toBe("'day' | 'month' | 'year'");
    expect(substituteTypeParameters('readonly TView[]', views)).toBe("readonly ('day' | 'month' | 'year')[]");
    expect(substituteTypeParameters('(view: TView) => void', views)).toBe("(view: 'day' | 'month' | 'year') => void");
    expect(substituteTypeParameters("GridColDef<R> | 'R'", new Map([['R', 'GridValidRowModel']]))).toBe("GridColDef<GridValidRowModel> | 'R'");
    expect(substituteTypeParameters('TViewOptions', views)).toBe('TViewOptions');
  });
});
