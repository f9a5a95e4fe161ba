/** Programming languages used by the Autocomplete demos. */
export interface Language {
  name: string;
  /** Year of the first public release */
  since: number;
  typing: 'static' | 'dynamic';
}

export const languages: readonly Language[] = [
  { name: 'C', since: 1972, typing: 'static' },
  { name: 'C++', since: 1985, typing: 'static' },
  { name: 'C#', since: 2000, typing: 'static' },
  { name: 'Clojure', since: 2007, typing: 'dynamic' },
  { name: 'Dart', since: 2011, typing: 'static' },
  { name: 'Elixir', since: 2012, typing: 'dynamic' },
  { name: 'Erlang', since: 1986, typing: 'dynamic' },
  { name: 'Fortran', since: 1957, typing: 'static' },
  { name: 'Go', since: 2009, typing: 'static' },
  { name: 'Haskell', since: 1990, typing: 'static' },
  { name: 'Java', since: 1995, typing: 'static' },
  { name: 'JavaScript', since: 1995, typing: 'dynamic' },
  { name: 'Julia', since: 2012, typing: 'dynamic' },
  { name: 'Kotlin', since: 2011, typing: 'static' },
  { name: 'Lisp', since: 1958, typing: 'dynamic' },
  { name: 'Lua', since: 1993, typing: 'dynamic' },
  { name: 'OCaml', since: 1996, typing: 'static' },
  { name: 'Perl', since: 1987, typing: 'dynamic' },
  { name: 'PHP', since: 1995, typing: 'dynamic' },
  { name: 'Python', since: 1991, typing: 'dynamic' },
  { name: 'R', since: 1993, typing: 'dynamic' },
  { name: 'Ruby', since: 1995, typing: 'dynamic' },
  { name: 'Rust', since: 2015, typing: 'static' },
  { name: 'Scala', since: 2004, typing: 'static' },
  { name: 'Swift', since: 2014, typing: 'static' },
  { name: 'TypeScript', since: 2012, typing: 'static' },
  { name: 'Zig', since: 2016, typing: 'static' },
];
