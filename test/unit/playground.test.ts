// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ApiProp } from '../../runtime/api/types';
import { controlFor, initialValues, playgroundControls, playgroundJsx, unionMembers } from '../../runtime/playground/controls';
import { playgroundSource } from '../../cli/pipeline/demos/playgrounds';
import { renderMarkdown } from '../../cli/pipeline/content/markdown';
import { apiRecord } from '../support/api-data';

const prop = (name: string, type: string, extra: Partial<ApiProp> = {}): ApiProp => ({ name, type, required: false, description: '', ...extra });

/** What the playground must offer, read straight from the record: literal unions and booleans. */
function expectedControls(props: readonly ApiProp[]) {
  const selects = props
    .filter((p) => p.deprecated === undefined && !/^on[A-Z]/.test(p.name))
    .map((p) => ({ name: p.name, members: unionMembers(p.type).filter((m) => m !== 'undefined') }))
    .filter(({ members }) => members.filter((m) => /^'.*'$/.test(m)).length >= 2 && members.every((m) => /^'.*'$/.test(m) || m === 'string'))
    .map(({ name, members }) => [name, members.filter((m) => m !== 'string').map((m) => m.slice(1, -1))]);
  const switches = props.filter((p) => p.type === 'boolean' && p.deprecated === undefined).map((p) => p.name);
  return { selects: Object.fromEntries(selects), switches };
}

describe('prop playground controls', () => {
  for (const [pkg, name] of [
    ['@mui/joy', 'Button'],
    ['@mui/joy', 'Chip'],
    ['@mui/material', 'Button'],
    ['@mui/material', 'Chip'],
  ] as const) {
    it(`offer ${pkg} ${name}'s literal unions as selects and its booleans as switches`, async () => {
      const record = await apiRecord(pkg, name);
      const controls = playgroundControls(name, record.props);
      const selects = Object.fromEntries(controls.filter((c) => c.kind === 'select').map((c) => [c.prop, c.options]));
      const switches = controls.filter((c) => c.kind === 'switch').map((c) => c.prop);
      const expected = expectedControls(record.props);
      expect(selects).toEqual(expected.selects);
      expect(switches).toEqual(expected.switches);
      expect(Object.keys(selects)).toEqual(expect.arrayContaining(['color', 'size', 'variant']));
      expect(switches).toContain('disabled');
    });
  }

  it('starts each control at the documented default and writes no prop left at it', async () => {
    const record = await apiRecord('@mui/joy', 'Button');
    const controls = playgroundControls('Button', record.props, { text: 'Save' });
    const values = initialValues(controls);
    expect(values).toMatchObject({ variant: 'solid', color: 'primary', size: 'md', disabled: false, children: 'Save' });
    expect(playgroundJsx('Button', controls, values)).toBe('<Button>Save</Button>');
    expect(playgroundJsx('Button', controls, { ...values, variant: 'soft', color: 'danger', loading: true })).toBe(
      '<Button color="danger" variant="soft" loading>Save</Button>',
    );
  });

  it('names a component with no text of its own through an aria-label control the JSX always writes', async () => {
    const record = await apiRecord('@mui/joy', 'LinearProgress');
    const controls = playgroundControls('LinearProgress', record.props, { exclude: ['children'], label: 'Uploading photos' });
    expect(controls.at(-1)).toEqual({ prop: 'aria-label', kind: 'text', default: 'Uploading photos' });
    const values = initialValues(controls);
    expect(playgroundJsx('LinearProgress', controls, values)).toBe('<LinearProgress aria-label="Uploading photos" />');
    expect(playgroundJsx('LinearProgress', controls, { ...values, 'aria-label': '' })).toBe('<LinearProgress />');
    const page = '---\ntitle: Progress\ndescription: Progress.\n---\n\n::playground{component="LinearProgress" label="Uploading photos"}\n';
    expect((await renderMarkdown(page, 'progress/index.md')).playgrounds).toEqual([
      { component: 'LinearProgress', line: 6, exclude: [], label: 'Uploading photos' },
    ]);
  });

  it('writes long JSX on several lines and escapes braces in text', () => {
    const controls = playgroundControls('Tag', [
      prop('children', 'React.ReactNode'),
      prop('tone', "'bright' | 'calm' | 'muted'"),
      prop('emphasis', "'high' | 'low'"),
      prop('pinned', 'boolean'),
      prop('rounded', 'boolean', { default: 'true' }),
    ]);
    const jsx = playgroundJsx('Tag', controls, { children: '{count} items', tone: 'bright', emphasis: 'high', pinned: true, rounded: false });
    expect(jsx).toBe(`<Tag\n  tone="bright"\n  emphasis="high"\n  pinned\n  rounded={false}\n>\n  {'{'}count{'}'} items\n</Tag>`);
  });

  it('offers no control for callbacks, deprecated props, refs, styling hooks or mixed unions', () => {
    expect(controlFor(prop('onClick', '(event: MouseEvent) => void'))).toBeUndefined();
    expect(controlFor(prop('color', "'primary' | 'secondary'", { deprecated: '' }))).toBeUndefined();
    expect(controlFor(prop('sx', 'SxProps<Theme>'))).toBeUndefined();
    expect(controlFor(prop('size', "'small' | 'large' | number"))).toBeUndefined();
    expect(controlFor(prop('variant', "'dot' | 'standard' | string"))).toEqual({ prop: 'variant', kind: 'select', options: ['dot', 'standard'] });
    expect(() => playgroundControls('Empty', [prop('onClose', '() => void')])).toThrow('Empty has no prop a playground can offer');
  });

  it('generates a module importing the component by its default path', async () => {
    const record = await apiRecord('@mui/joy', 'Chip');
    const source = playgroundSource(record, playgroundControls('Chip', record.props), '/p/Playground.tsx');
    expect(source).toContain("import Chip from '@mui/joy/Chip';");
    expect(source).toContain('<Playground name="Chip" component={Chip as never} controls={controls} />');
  });

  it('reads the directive and names a wrong one with its line', async () => {
    const page = '---\ntitle: Chip\ndescription: Chips.\n---\n\n## Try it\n\n::playground{component="Chip" exclude="disabled, size" text="Filter"}\n';
    const { playgrounds, html } = await renderMarkdown(page, 'chip/index.md');
    expect(playgrounds).toEqual([{ component: 'Chip', line: 8, exclude: ['disabled', 'size'], text: 'Filter' }]);
    expect(html).toContain('<docs-playground name="Chip"></docs-playground>');
    await expect(renderMarkdown(page.replace('text=', 'tone='), 'chip/index.md')).rejects.toThrow('chip/index.md:8: ::playground does not take tone');
    await expect(renderMarkdown(page.replace('text="Filter"', 'label=""'), 'chip/index.md')).rejects.toThrow(
      'chip/index.md:8: ::playground label="" names nothing',
    );
    await expect(renderMarkdown(page.replace('"Chip" exclude', '"chip" exclude'), 'chip/index.md')).rejects.toThrow('chip/index.md:8:');
  });
});
