// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { formatKey, reuseDateFormats } from '../../runtime/demos/date-formats.build';

const NativeFormat = Intl.DateTimeFormat;
const nativeToLocaleString = Date.prototype.toLocaleString;

afterEach(() => {
  Intl.DateTimeFormat = NativeFormat;
  Date.prototype.toLocaleString = nativeToLocaleString;
});

const date = new Date(Date.UTC(2024, 2, 31, 1, 30, 15));
/** Locale and options pairs as Day.js, MUI X and demos pass them. */
const CASES: [string | undefined, Intl.DateTimeFormatOptions | undefined][] = [
  [undefined, undefined],
  ['en-US', { timeZone: 'Asia/Tokyo' }],
  ['en-US', { timeZone: undefined }],
  ['de-DE', { month: 'long' }],
  ['fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }],
  ['en-GB', { hour12: false, timeZone: 'America/New_York' }],
  ['ja-JP', {}],
];
const formatted = () => [
  ...CASES.map(([locales, options]) => date.toLocaleString(locales, options)),
  ...CASES.map(([locales, options]) => new Intl.DateTimeFormat(locales, options).format(date)),
  Intl.DateTimeFormat().resolvedOptions().timeZone,
  new Date(Number.NaN).toLocaleString(),
];

describe('reused date formatters', () => {
  it('format every case exactly as the engine does', () => {
    const before = formatted();
    reuseDateFormats();
    expect(formatted()).toEqual(before);
  });

  it('keep one formatter per locale and option set, and none for what they cannot key', () => {
    reuseDateFormats();
    expect(new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' })).toBe(Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hour: undefined }));
    expect(Intl.DateTimeFormat()).toBe(Intl.DateTimeFormat());
    expect(new Intl.DateTimeFormat(['en-US'])).not.toBe(new Intl.DateTimeFormat(['en-US']));
    expect(new Intl.DateTimeFormat()).toBeInstanceOf(Intl.DateTimeFormat);
  });

  it('leave errors to the engine', () => {
    reuseDateFormats();
    expect(() => date.toLocaleString('en', null as never)).toThrow(TypeError);
    expect(() => date.toLocaleString('en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});

describe('format keys', () => {
  it('ignore option order and undefined options, and refuse locale lists and nested values', () => {
    expect(formatKey('en', { timeZone: 'UTC', hour: 'numeric' })).toBe(formatKey('en', { hour: 'numeric', timeZone: 'UTC', month: undefined }));
    expect(formatKey(['en'], {})).toBeUndefined();
    expect(formatKey('en', { calendar: { name: 'x' } })).toBeUndefined();
    expect(formatKey('en', new (class Options {})())).toBeUndefined();
  });
});
