/**
 * Reused date formatters for the server renders of demos (build time, inside the SSR bundle).
 * `Date.prototype.toLocaleString(locales, options)` and `Intl.DateTimeFormat(locales, options)`
 * build a new formatter on every call, about 0.1 ms each, and Day.js's time-zone plugin calls
 * them for every date it converts: once a demo has added that plugin, each day cell of every
 * date picker rendered after it pays for several. Formatters are immutable, so the renderer keeps
 * one per locale and option set and answers from it: the same strings, without the construction.
 *
 * Only calls whose locale is a string (or absent) and whose options are a plain object of
 * primitive values are kept; anything else (an array of locales, a subclass, an invalid date) goes
 * to the engine as it would have.
 */

/** Options of a date/time format that name a field or a style: with none of them, defaults apply. */
const FIELD_OPTIONS = ['weekday', 'year', 'month', 'day', 'dayPeriod', 'hour', 'minute', 'second', 'fractionalSecondDigits', 'dateStyle', 'timeStyle'];

/** The numeric fields `toLocaleString` shows when the options name none (ECMA-402: required "any", defaults "all"). */
const ALL_FIELDS = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' } as const;

/**
 * The cache key of a locale and options, or undefined when they are not a string (or nothing) and
 * a plain object of primitives, which are not kept. Options set to `undefined` count as absent, as
 * the specification reads them.
 */
export function formatKey(locales: unknown, options: unknown): string | undefined {
  if (locales !== undefined && typeof locales !== 'string') return undefined;
  if (options !== undefined && (options === null || typeof options !== 'object' || Object.getPrototypeOf(options) !== Object.prototype)) return undefined;
  const entries = Object.entries(options ?? {}).filter(([, value]) => value !== undefined);
  if (entries.some(([, value]) => typeof value === 'object' || typeof value === 'function')) return undefined;
  return JSON.stringify([locales ?? null, entries.sort(([a], [b]) => (a < b ? -1 : 1))]);
}

/**
 * Makes `Intl.DateTimeFormat` (called or constructed) and `Date.prototype.toLocaleString` reuse
 * one formatter per locale and option set, in this realm, for the rest of its life. Call it once
 * per worker, before rendering.
 */
export function reuseDateFormats(): void {
  const Native = Intl.DateTimeFormat;
  const formats = new Map<string, Intl.DateTimeFormat>();
  const kept = (key: string, make: () => Intl.DateTimeFormat) => {
    let format = formats.get(key);
    if (!format) {
      format = make();
      formats.set(key, format);
    }
    return format;
  };
  const formatFor = (locales: unknown, options: unknown): Intl.DateTimeFormat | undefined => {
    const key = formatKey(locales, options);
    return key === undefined ? undefined : kept(key, () => new Native(locales as string | undefined, options as Intl.DateTimeFormatOptions | undefined));
  };
  Intl.DateTimeFormat = new Proxy(Native, {
    apply: (target, self, args: unknown[]) => formatFor(args[0], args[1]) ?? Reflect.apply(target, self, args),
    construct: (target, args: unknown[], newTarget) =>
      (newTarget === Intl.DateTimeFormat && formatFor(args[0], args[1])) || Reflect.construct(target, args, newTarget),
  });
  const nativeToLocaleString = Date.prototype.toLocaleString;
  Date.prototype.toLocaleString = function (this: Date, locales?: unknown, options?: unknown) {
    // Keyed once, by what the caller passed: the defaults it implies are applied when the formatter is made.
    const key = formatKey(locales, options);
    if (Number.isNaN(this.getTime()) || key === undefined) return nativeToLocaleString.call(this, locales as string, options as Intl.DateTimeFormatOptions);
    return kept(`toLocaleString ${key}`, () => {
      const named = FIELD_OPTIONS.some((name) => (options as Record<string, unknown> | undefined)?.[name] !== undefined);
      return new Native(locales as string | undefined, named ? (options as Intl.DateTimeFormatOptions) : { ...ALL_FIELDS, ...(options as object | undefined) });
    }).format(this);
  } as Date['toLocaleString'];
}
