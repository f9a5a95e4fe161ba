// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { acceptableEncodings, normaliseRange } from '../../../cli/serve/negotiate';
import { folderLocation, parseRequestPath, readsThroughLink } from '../../../cli/serve/request-path';
import { headersFor, parseHeadersFile } from '../../../cli/serve/headers-file';

describe('request paths', () => {
  it('decodes a path and keeps the raw query', () => {
    expect(parseRequestPath('/material-ui/react-button/?a=%20b')).toEqual({ ok: true, path: '/material-ui/react-button/', search: '?a=%20b' });
    expect(parseRequestPath('/caf%C3%A9/')).toEqual({ ok: true, path: '/café/', search: '' });
  });

  it.each(['/%', '/%zz/', '/%C0%AF', '/a%00b', '*', 'http://evil.example/'])('%s is a bad request', (target) => {
    expect(parseRequestPath(target)).toEqual({ ok: false, status: 400 });
  });

  it.each(['/../etc/passwd', '/..%2fout-private%2fsecret.txt', '//evil.example/', '/%2fevil.example', '/%5cevil.example', '/a/./b', '/a/%2e%2e/b', '/a//b/'])(
    '%s finds nothing',
    (target) => {
      expect(parseRequestPath(target)).toEqual({ ok: false, status: 404 });
    },
  );

  it('builds redirects from the normalised path, encoded again: always a same-origin path', () => {
    expect(folderLocation('/guide', '?x=1')).toBe('/guide/?x=1');
    expect(folderLocation('/caf\u00e9 x', '')).toBe('/caf%C3%A9%20x/');
    expect(folderLocation('/a?b', '')).toBe('/a%3Fb/');
  });

  it('refuses every file a lookup could read through a link out of the output', () => {
    const links = ['/host.txt', '/linked'];
    for (const path of ['/host.txt', '/linked/', '/linked', '/linked/a/b.js']) expect(readsThroughLink(path, links), path).toBe(true);
    for (const path of ['/host.txt2', '/linkedin/', '/guide/']) expect(readsThroughLink(path, links), path).toBe(false);
    expect(readsThroughLink('/anything', [])).toBe(false);
  });
});

describe('content negotiation and ranges', () => {
  it.each([
    [undefined, ''],
    ['gzip', 'gzip'],
    ['gzip;q=0', ''],
    ['GZIP', 'gzip'],
    ['gzip, deflate, br', 'br, gzip'],
    ['br;q=0.5, gzip;q=1', 'br, gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br, gzip'],
    ['*;q=0', ''],
    ['identity', ''],
    ['brotli', ''],
  ])('Accept-Encoding %s → %j', (header, expected) => {
    expect(acceptableEncodings(header)).toBe(expected);
  });

  it.each([
    ['bytes=0-9', 'bytes=0-9'],
    ['bytes=-5', 'bytes=95-99'],
    ['bytes=90-', 'bytes=90-99'],
    ['bytes=90-500', 'bytes=90-99'],
    ['bytes=200-', 'bytes=100-'],
    ['bytes=abc', undefined],
    ['bytes=20-10', 'bytes=100-'],
    ['bytes=0-1,5-6', undefined],
    ['items=0-5', undefined],
  ])('Range %s of 100 bytes → %s', (header, expected) => {
    expect(normaliseRange(header, 100)).toBe(expected);
  });
});

describe('_headers files', () => {
  const rules = parseHeadersFile(
    '# site\n/*\n  X-Frame-Options: SAMEORIGIN\n  Link: </a>\n  Link: </b>\n\n/assets/*\n  Cache-Control: immutable\n',
    '_headers',
  );

  it('applies every matching rule, joining repeated headers', () => {
    expect(headersFor(rules, '/assets/x.js')).toEqual({ 'x-frame-options': 'SAMEORIGIN', link: '</a>, </b>', 'cache-control': 'immutable' });
    expect(headersFor(rules, '/guide/')).toEqual({ 'x-frame-options': 'SAMEORIGIN', link: '</a>, </b>' });
    expect(headersFor(parseHeadersFile('/a.b\n  X: 1\n', 'h'), '/aXb')).toEqual({});
  });

  it('names the file and line of a malformed rule', () => {
    expect(() => parseHeadersFile('  X: 1\n', 'out/_headers')).toThrow('out/_headers:1: a header before any path');
    expect(() => parseHeadersFile('/*\n  no colon\n', 'out/_headers')).toThrow('out/_headers:2: expected "Name: value"');
    expect(() => parseHeadersFile('/*\nassets\n', 'out/_headers')).toThrow('out/_headers:2: expected a path');
  });
});
