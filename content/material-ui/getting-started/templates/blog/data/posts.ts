/** Posts of the Tidemark Journal, the blog of an invented offline hiking-map app. */

export const categories = ['Engineering', 'Design', 'Field notes', 'Company'] as const;
export type Category = (typeof categories)[number];

export type Block =
  | { kind: 'p'; text: string }
  | { kind: 'h2'; text: string }
  | { kind: 'quote'; text: string }
  | { kind: 'list'; items: string[] };

export interface Post {
  slug: string;
  title: string;
  excerpt: string;
  category: Category;
  authorId: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  minutes: number;
  featured?: boolean;
  body: Block[];
}

export const posts: Post[] = [
  {
    slug: 'airplane-mode',
    title: 'Why our maps still work in airplane mode',
    excerpt:
      'Every tile, label and elevation sample a route needs is on the phone before you leave the car park. Here is how we decide what to pack.',
    category: 'Engineering',
    authorId: 'dev',
    date: '2025-09-16',
    minutes: 9,
    featured: true,
    body: [
      {
        kind: 'p',
        text: 'The first rule we wrote down, before Tidemark had a name, was that a map must never depend on a signal. Hills block phone masts, and valleys are where people get lost. So when you save a route, the app downloads everything it needs to draw that route at every zoom level you are likely to use, plus a margin in case you wander.',
      },
      { kind: 'h2', text: 'Choosing the margin' },
      {
        kind: 'p',
        text: 'A straight buffer around the line wastes space on ridges and runs short in wide valleys. We widen the corridor where the terrain is open and narrow it along cliffs, using the slope data we already ship for contour lines.',
      },
      {
        kind: 'list',
        items: [
          'Two kilometres either side on open moorland',
          'Five hundred metres along ridges and gorges',
          'The whole area inside any loop shorter than ten kilometres',
        ],
      },
      { kind: 'quote', text: 'If you can walk there from the route in an hour, it should be on your phone.' },
      {
        kind: 'p',
        text: 'The result is a download that averages 38 MB for a day walk, small enough to save over a café’s wifi while the coffee is poured.',
      },
    ],
  },
  {
    slug: 'honest-contours',
    title: 'Drawing contour lines that don’t lie',
    excerpt:
      'Smoothing makes contours pretty and wrong. We tried four methods on the Cairngorms before picking one that keeps the crags sharp.',
    category: 'Design',
    authorId: 'nora',
    date: '2025-09-02',
    minutes: 7,
    featured: true,
    body: [
      {
        kind: 'p',
        text: 'Contour lines are a promise: walk along one and you stay at the same height. Heavy smoothing breaks that promise exactly where it matters, on the steep ground where lines bunch together.',
      },
      {
        kind: 'p',
        text: 'We now smooth in proportion to the spacing between neighbouring lines, so gentle slopes read calmly and crags stay jagged. Hikers noticed before we announced it: the support inbox got three emails in a week saying the Lairig Ghru finally looked like the Lairig Ghru.',
      },
    ],
  },
  {
    slug: 'rescue-team-week',
    title: 'A week with a mountain rescue team in Snowdonia',
    excerpt:
      'We shadowed volunteers on four call-outs. The grid references people read out over the phone changed our share screen.',
    category: 'Field notes',
    authorId: 'jonas',
    date: '2025-08-21',
    minutes: 11,
    featured: true,
    body: [
      {
        kind: 'p',
        text: 'Three of the four call-outs started with a caller reading coordinates aloud. Two of them read the numbers in the wrong order. Our share screen now shows the grid reference in large type, split into the pairs a controller expects to hear.',
      },
      { kind: 'quote', text: 'Give me six figures and the name of the nearest stream, and I’ll find you.' },
      {
        kind: 'p',
        text: 'We also added a “read it to me” button that speaks the reference slowly, for cold hands and bad lines.',
      },
    ],
  },
  {
    slug: 'tile-diet',
    title: 'How we cut tile downloads by 60%',
    excerpt: 'Vector tiles, a shared glyph cache and dropping labels nobody reads at zoom 12.',
    category: 'Engineering',
    authorId: 'dev',
    date: '2025-08-07',
    minutes: 8,
    body: [
      {
        kind: 'p',
        text: 'Most of the saving came from something unglamorous: we stopped sending the same fonts with every region. Glyphs now live in one cache shared by all downloads.',
      },
      {
        kind: 'p',
        text: 'The rest came from asking which labels people actually read when zoomed out. Farm names, it turns out, matter at zoom 14 and are clutter at 12.',
      },
    ],
  },
  {
    slug: 'colour-blind-palette',
    title: 'A map palette for colour-blind hikers',
    excerpt: 'Footpaths and bridleways were red and green. One in twelve of our users could not tell them apart.',
    category: 'Design',
    authorId: 'ffion',
    date: '2025-07-24',
    minutes: 6,
    body: [
      {
        kind: 'p',
        text: 'We replaced colour-only distinctions with colour plus pattern: footpaths are dashed, bridleways are long dashes, and byways carry a dot between dashes. The colours moved towards blue and orange, which survive the most common forms of colour blindness.',
      },
    ],
  },
  {
    slug: 'trail-names',
    title: 'What 3,000 support emails taught us about trail names',
    excerpt: 'Locals, guidebooks and signposts rarely agree. Now the app shows all three.',
    category: 'Company',
    authorId: 'jonas',
    date: '2025-07-10',
    minutes: 5,
    body: [
      {
        kind: 'p',
        text: 'The most common support email was some version of “the path you call X is called Y round here”. Both are right. Search now matches any known name, and a path’s details list each one with its source.',
      },
    ],
  },
  {
    slug: 'four-engineers',
    title: 'Shipping every two weeks with four engineers',
    excerpt: 'Release trains, a frozen Friday and a rule that nobody merges after lunch on the last day.',
    category: 'Engineering',
    authorId: 'dev',
    date: '2025-06-26',
    minutes: 7,
    body: [
      {
        kind: 'p',
        text: 'A train leaves every other Tuesday, whether a feature is on it or not. Anything unfinished waits behind a flag. That single rule removed most of our release-week stress.',
      },
    ],
  },
  {
    slug: 'scale-bar',
    title: 'The small joy of a good scale bar',
    excerpt: 'It should round to numbers you can pace out, and it should know whether you think in miles.',
    category: 'Design',
    authorId: 'nora',
    date: '2025-06-12',
    minutes: 4,
    body: [
      {
        kind: 'p',
        text: 'Our scale bar now snaps to lengths you can picture: 100 m, 250 m, half a kilometre. It follows the units of your phone, and switches with a tap for the friend who grew up with miles.',
      },
    ],
  },
  {
    slug: 'winter-kit',
    title: 'Field notes: testing battery life at −12 °C',
    excerpt: 'Three phones, one freezer, and why the app now dims the map when your battery gets cold.',
    category: 'Field notes',
    authorId: 'ffion',
    date: '2025-05-29',
    minutes: 6,
    body: [
      {
        kind: 'p',
        text: 'Cold batteries report less charge than they hold and then die suddenly. When the phone’s battery temperature drops below freezing, Tidemark now lowers screen brightness on the map and suggests keeping the phone in an inside pocket between checks.',
      },
    ],
  },
];
