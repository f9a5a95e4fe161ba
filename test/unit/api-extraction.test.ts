// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiData, apiRecord } from '../support/api-data';

const prop = async (pkg: string, component: string, name: string) => {
  const found = (await apiRecord(pkg, component)).props.find((item) => item.name === name);
  if (!found) throw new Error(`${component} has no prop ${name}`);
  return found;
};

describe('API extraction from the installed declarations', () => {
  it('covers every product', async () => {
    const { records } = await apiData();
    const count = (pkg: string) => records.filter((record) => record.package === pkg).length;
    expect(count('@mui/material')).toBeGreaterThan(120);
    expect(count('@mui/joy')).toBeGreaterThan(70);
    expect(
      records
        .filter((record) => record.package === '@mui/system')
        .map((record) => record.name)
        .sort(),
    ).toEqual(expect.arrayContaining(['Box', 'Container', 'Grid', 'Stack']));
    expect(count('@mui/x-data-grid')).toBeGreaterThan(50);
    expect(records.filter((record) => record.package === '@mui/x-date-pickers').map((record) => record.name)).toEqual(
      expect.arrayContaining(['DatePicker', 'TimePicker', 'DateTimePicker', 'DateCalendar', 'TimeClock', 'DateField', 'MonthCalendar', 'YearCalendar']),
    );
  }, 120_000);

  it('Material Button: types with the override union, defaults, class, theme key, inheritance, ref', async () => {
    const button = await apiRecord('@mui/material', 'Button');
    expect(button.route).toBe('/material-ui/api/button/');
    expect(button.imports).toEqual(["import Button from '@mui/material/Button';", "import { Button } from '@mui/material';"]);
    expect(await prop('@mui/material', 'Button', 'variant')).toMatchObject({
      type: "'contained' | 'outlined' | 'text' | string",
      default: "'text'",
      required: false,
    });
    expect(await prop('@mui/material', 'Button', 'disabled')).toMatchObject({ type: 'boolean', default: 'false' });
    expect(await prop('@mui/material', 'Button', 'size')).toMatchObject({ type: "'large' | 'medium' | 'small' | string", default: "'medium'" });
    expect(await prop('@mui/material', 'Button', 'component')).toMatchObject({ type: 'React.ElementType', required: false });
    expect((await prop('@mui/material', 'Button', 'disableElevation')).description).toBe('<p>If <code>true</code>, no elevation is used.</p>');
    expect(button.classes).toContainEqual(expect.objectContaining({ key: 'root', className: '.MuiButton-root', isState: false }));
    expect(button.classes).toContainEqual(expect.objectContaining({ key: 'disabled', className: '.Mui-disabled', isState: true }));
    expect(button.themeKey).toBe('MuiButton');
    expect(button.inheritance).toEqual({ name: 'ButtonBase', kind: 'component' });
    expect(button.forwardsRefTo).toBe('button');
    // ButtonBase's own props stay on its page; the ones Button handles itself (its runtime
    // propTypes) are listed here too.
    expect(button.props.map((item) => item.name)).not.toContain('centerRipple');
    expect(button.props.map((item) => item.name)).toContain('disableRipple');
  });

  it('names the parent the props type is built on, or the one the package documents', async () => {
    const parent = async (pkg: string, name: string) => (await apiRecord(pkg, name)).inheritance;
    expect(await parent('@mui/material', 'Select')).toEqual({ name: 'OutlinedInput', kind: 'component' });
    expect(await parent('@mui/material', 'Switch')).toEqual({ name: 'IconButton', kind: 'component' });
    expect(await parent('@mui/material', 'Breadcrumbs')).toEqual({ name: 'Typography', kind: 'component' });
    for (const name of ['Collapse', 'Fade', 'Grow', 'Slide', 'Zoom']) {
      expect(await parent('@mui/material', name)).toMatchObject({
        name: 'Transition',
        kind: 'external',
        href: expect.stringMatching(/^https:\/\/reactcommunity\.org\/react-transition-group\/transition/),
      });
    }
    // The toolbar parts take React's DOM event handlers, not every attribute of a native button.
    for (const name of ['ToolbarButton', 'ExportCsv', 'ExportPrint', 'FilterPanelTrigger', 'ColumnsPanelTrigger', 'QuickFilterClear', 'QuickFilterTrigger']) {
      expect(await parent('@mui/x-data-grid', name)).toMatchObject({ kind: 'external', name: 'DOMAttributes' });
    }
  });

  it('pickers: props declared beside another component are their own; responsive pickers have no parent', async () => {
    const names = async (name: string) => (await apiRecord('@mui/x-date-pickers', name)).props.map((item) => item.name);
    expect((await apiRecord('@mui/x-date-pickers', 'DateCalendar')).inheritance).toBeUndefined();
    expect(await names('DateCalendar')).toEqual(
      expect.arrayContaining(['monthsPerRow', 'yearsOrder', 'yearsPerRow', 'disableHighlightToday', 'showDaysOutsideCurrentMonth']),
    );
    expect(await names('DatePicker')).toEqual(expect.arrayContaining(['monthsPerRow', 'yearsOrder', 'showDaysOutsideCurrentMonth']));
    for (const name of ['DateTimePicker', 'DesktopDateTimePicker', 'TimePicker', 'DesktopTimePicker']) {
      expect((await apiRecord('@mui/x-date-pickers', name)).inheritance, name).toBeUndefined();
    }
    expect(await names('MobileDateTimePicker')).toContain('views');
    expect(await names('StaticDateTimePicker')).toContain('views');
  });

  it('resolves type parameters to what the export instantiates, or their constraint', async () => {
    expect(await prop('@mui/x-date-pickers', 'DatePicker', 'value')).toMatchObject({ type: 'PickerValidDate | null' });
    expect(await prop('@mui/x-date-pickers', 'DatePicker', 'openTo')).toMatchObject({ type: "'day' | 'month' | 'year'" });
    expect(await prop('@mui/x-date-pickers', 'DatePicker', 'view')).toMatchObject({ type: "'day' | 'month' | 'year'" });
    expect((await prop('@mui/x-date-pickers', 'LocalizationProvider', 'adapterLocale')).type).not.toBe('TLocale');
  });

  it('hides the classes and slots the package marks internal', async () => {
    const grid = await apiRecord('@mui/x-data-grid', 'DataGrid');
    expect(grid.classes.filter((item) => /filler|scrollbarFiller/.test(item.key))).toEqual([]);
    expect(grid.slots.map((slot) => slot.name)).not.toContain('pinnedRows');
    expect((await apiRecord('@mui/material', 'GridLegacy')).classes.length).toBeGreaterThan(20);
  });

  it('Material ButtonBase: props of the native button element', async () => {
    const base = await apiRecord('@mui/material', 'ButtonBase');
    expect(base.inheritance).toEqual({ name: 'button', kind: 'element' });
    expect(await prop('@mui/material', 'ButtonBase', 'LinkComponent')).toMatchObject({ default: "'a'" });
  });

  it('Material SwipeableDrawer, exported as a JSXElementConstructor, has its page and props', async () => {
    const record = await apiRecord('@mui/material', 'SwipeableDrawer');
    expect(record.route).toBe('/material-ui/api/swipeable-drawer/');
    expect(record.props.map((prop) => prop.name)).toEqual(expect.arrayContaining(['onOpen', 'onClose', 'open', 'swipeAreaWidth', 'disableSwipeToOpen']));
  });

  it('Material Menu inherits from its direct parent, Popover', async () => {
    expect((await apiRecord('@mui/material', 'Menu')).inheritance).toEqual({ name: 'Popover', kind: 'component' });
    expect((await apiRecord('@mui/material', 'Popover')).inheritance).toEqual({ name: 'Modal', kind: 'component' });
  });

  it('Material Autocomplete: required props and slots with their classes', async () => {
    const autocomplete = await apiRecord('@mui/material', 'Autocomplete');
    expect(await prop('@mui/material', 'Autocomplete', 'options')).toMatchObject({ required: true });
    expect(await prop('@mui/material', 'Autocomplete', 'renderInput')).toMatchObject({
      required: true,
      type: '(params: AutocompleteRenderInputParams) => React.ReactNode',
    });
    expect(autocomplete.slots.map((slot) => slot.name)).toEqual(expect.arrayContaining(['listbox', 'paper', 'popper']));
    expect(autocomplete.slots.find((slot) => slot.name === 'paper')).toMatchObject({ className: '.MuiAutocomplete-paper' });
  });

  it('Joy Button: color, variant and size with Joy defaults, slots and theme key', async () => {
    const button = await apiRecord('@mui/joy', 'Button');
    expect(button.route).toBe('/joy-ui/api/button/');
    expect(await prop('@mui/joy', 'Button', 'color')).toMatchObject({
      type: "'danger' | 'neutral' | 'primary' | 'success' | 'warning' | string",
      default: "'primary'",
    });
    expect(await prop('@mui/joy', 'Button', 'variant')).toMatchObject({ type: "'outlined' | 'plain' | 'soft' | 'solid' | string", default: "'solid'" });
    expect(await prop('@mui/joy', 'Button', 'size')).toMatchObject({ type: "'lg' | 'md' | 'sm' | string", default: "'md'" });
    expect(button.slots.find((slot) => slot.name === 'root')).toMatchObject({ default: "'button'", className: '.MuiButton-root' });
    expect(button.themeKey).toBe('JoyButton');
    expect(button.imports[0]).toBe("import Button from '@mui/joy/Button';");
  });

  it('lists a native attribute the component itself checks at run time (its propTypes)', async () => {
    const names = async (pkg: string, name: string) => (await apiRecord(pkg, name)).props.map((prop) => prop.name);
    expect(await names('@mui/joy', 'Autocomplete')).toEqual(expect.arrayContaining(['aria-label', 'aria-labelledby', 'aria-describedby']));
    expect(await names('@mui/joy', 'MenuItem')).toContain('id');
  });

  it('System Box: imports from @mui/system and the component prop', async () => {
    const box = await apiRecord('@mui/system', 'Box');
    expect(box.route).toBe('/system/api/box/');
    expect(box.imports).toEqual(["import Box from '@mui/system/Box';", "import { Box } from '@mui/system';"]);
    expect(box.props.map((item) => item.name)).toEqual(expect.arrayContaining(['component', 'sx']));
  });

  it('DataGrid: columns required, rows optional with its default, as the installed v8 declares', async () => {
    const grid = await apiRecord('@mui/x-data-grid', 'DataGrid');
    expect(grid.route).toBe('/x/api/data-grid/data-grid/');
    expect(await prop('@mui/x-data-grid', 'DataGrid', 'columns')).toMatchObject({ required: true, type: 'readonly GridColDef<GridValidRowModel>[]' });
    expect(await prop('@mui/x-data-grid', 'DataGrid', 'rows')).toMatchObject({ required: false, default: '[]' });
    expect((await prop('@mui/x-data-grid', 'DataGrid', 'columns')).description).toBe('<p>Set of columns of type <code>GridColDef</code>[].</p>');
    expect(grid.classes).toContainEqual(expect.objectContaining({ key: 'root', className: '.MuiDataGrid-root' }));
    expect(grid.slots.find((slot) => slot.name === 'toolbar')).toBeDefined();
    expect(grid.themeKey).toBe('MuiDataGrid');
  });

  it('DatePicker: pickers with their route, imports and theme key', async () => {
    const picker = await apiRecord('@mui/x-date-pickers', 'DatePicker');
    expect(picker.route).toBe('/x/api/date-pickers/date-picker/');
    expect(picker.imports).toEqual(["import { DatePicker } from '@mui/x-date-pickers/DatePicker';", "import { DatePicker } from '@mui/x-date-pickers';"]);
    expect(picker.themeKey).toBe('MuiDatePicker');
    expect(picker.props.map((item) => item.name)).toEqual(expect.arrayContaining(['label', 'value', 'onChange', 'format']));
  });

  it('sorts deprecated props last, each with its message', async () => {
    const { records } = await apiData();
    const withDeprecated = records.find((record) => record.props.some((item) => item.deprecated !== undefined))!;
    const firstDeprecated = withDeprecated.props.findIndex((item) => item.deprecated !== undefined);
    expect(withDeprecated.props.slice(firstDeprecated).every((item) => item.deprecated !== undefined)).toBe(true);
  });

  it('lists what it could not document instead of rendering empty tables', async () => {
    const { records, report } = await apiData();
    expect(records.every((record) => record.props.length > 0 || record.inheritance)).toBe(true);
    expect(report.skipped).toContain("@mui/material Experimental_CssVarsProvider: props declared as any in the package's declarations");
  });
});
