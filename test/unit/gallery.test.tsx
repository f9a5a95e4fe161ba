import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ComponentGallery } from '../../runtime/gallery/ComponentGallery.build';
import { galleryGroups, type GalleryPage } from '../../runtime/gallery/gallery';
import type { PageTree } from '../../runtime/page-tree/types';

const tree: PageTree = [
  {
    pathname: '/ui/components',
    title: 'Components',
    children: [
      { pathname: '/ui/all-components' },
      { pathname: '/ui/components/inputs', subheader: 'Inputs', children: [{ pathname: '/ui/react-slider' }, { pathname: '/ui/react-switch' }] },
      {
        pathname: '/ui/components/utils',
        subheader: 'Utils',
        children: [{ pathname: '/ui/react-portal' }, { pathname: '/ui/old', linkProps: { href: 'https://example.org/' } }],
      },
      { pathname: '/ui/components/empty', subheader: 'Empty', children: [{ pathname: '/ui/unknown' }] },
    ],
  },
];
const pages = new Map<string, GalleryPage>([
  ['/ui/all-components', { title: 'All components', description: 'Gallery.' }],
  ['/ui/react-slider', { title: 'Slider', description: 'Pick a value.', demoId: 'ui/react-slider/Volume' }],
  ['/ui/react-switch', { title: 'Switch', description: 'Turn on or off.' }],
  ['/ui/react-portal', { title: 'Portal', description: 'Render elsewhere.', demoId: 'ui/react-portal/Tooltip' }],
]);

describe('components gallery', () => {
  it('groups the pages of a section by subheader, in drawer order, leaving out the gallery, external links and empty groups', () => {
    const groups = galleryGroups(tree, '/ui/components', pages, '/ui/all-components');
    expect(groups.map((group) => [group.title, group.cards.map((card) => card.href)])).toEqual([
      ['Inputs', ['/ui/react-slider/', '/ui/react-switch/']],
      ['Utils', ['/ui/react-portal/']],
    ]);
    expect(groups[0].cards[0]).toEqual({ title: 'Slider', description: 'Pick a value.', demoId: 'ui/react-slider/Volume', href: '/ui/react-slider/' });
    expect(galleryGroups(tree, '/ui/nothing', pages)).toEqual([]);
  });

  it('pictures a card with its demo’s server render, inert and hidden from assistive technology, and links the title', () => {
    const groups = galleryGroups(tree, '/ui/components', pages, '/ui/all-components');
    const html = renderToStaticMarkup(<ComponentGallery groups={groups} pictures={new Map([['ui/react-slider/Volume', '<span class="volume">42</span>']])} />);
    expect(html).toMatch(/<div class="[^"]+" aria-hidden="true"><div inert="">/);
    expect(html).toMatch(/<div inert=""><span class="volume">42<\/span><\/div>/);
    expect(html).toContain('<a href="/ui/react-switch/">Switch</a>');
    // Portal's demo was not rendered (a single-page build): its card has text only.
    expect(html.match(/aria-hidden="true"/g)).toHaveLength(1);
    expect(html).toContain('<h2 id="gallery-inputs">Inputs</h2>');
  });
});
