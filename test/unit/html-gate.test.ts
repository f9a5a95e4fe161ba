// @vitest-environment node
/**
 * The html-validate and link gates every built page goes through: html-validate reports errors with file, line and
 * column, files errors inside demo previews (the packages' markup) apart, and gives the same
 * answer when the pages are shared among worker threads.
 */
import { describe, expect, it } from 'vitest';
import { checkLinks, validateHtml } from '../support/gates';

const page = (body: string) => `<!doctype html>\n<html lang="en">\n<head><title>Page</title></head>\n<body><main>\n${body}\n</main></body>\n</html>\n`;

describe('validateHtml', () => {
  it('passes valid pages and names the file, line and rule of an error', async () => {
    const { errors, inDemos } = await validateHtml(
      new Map([
        ['/good/index.html', page('<p>Fine.</p>')],
        ['/bad/index.html', page('<div id="a"></div>\n<div id="a"></div>')],
      ]),
    );
    expect(errors).toEqual(['/bad/index.html:6:10 no-dup-id: Duplicate ID "a"']);
    expect(inDemos).toEqual([]);
  });

  it('files an error inside a demo preview apart from the page’s own', async () => {
    const { errors, inDemos } = await validateHtml(new Map([['/demo/index.html', page('<div data-island="demos/x/Y"><span><div>block</div></span></div>')]]));
    expect(errors).toEqual([]);
    expect(inDemos).toEqual(['/demo/index.html element-permitted-content: <div> element is not permitted as content under <span>']);
  });

  it('reports in page order when many pages are validated in several workers', async () => {
    const pages = new Map(
      Array.from({ length: 120 }, (_, index) => [`/p${index}/index.html`, page(index % 30 === 7 ? '<div id="b"></div><div id="b"></div>' : '<p>ok</p>')]),
    );
    const { errors } = await validateHtml(pages);
    expect(errors.map((error) => error.split(':')[0])).toEqual(['/p7/index.html', '/p37/index.html', '/p67/index.html', '/p97/index.html']);
  });
});

describe('link check', () => {
  it('checks links of the page, not markup shown as text in a code block', async () => {
    const pages = new Map([
      [
        'guide/index.html',
        '<a href="/missing/">x</a><pre class="shiki"><code><span>`&#x3C;script src="/client.js">&#x3C;/script>`</span></code></pre><img src="/logo.svg">',
      ],
    ]);
    const { broken } = await checkLinks(pages, { idsOf: () => undefined, hasAsset: async (pathname) => pathname === '/logo.svg' });
    expect(broken).toEqual(['guide/index.html: /missing/ (no page)']);
  });
});
