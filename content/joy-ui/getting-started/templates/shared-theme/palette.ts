/**
 * The templates' brand colour, "iris": a blue-violet scale used as Joy's `primary` palette in both
 * colour schemes. Joy derives each variant from these steps (solid buttons sit on 500, plain text
 * uses 500 in light and 300 in dark, soft chips 700 on 100 and 200 on 800), and each of those pairs
 * passes 4.5:1 against its background.
 */
export const iris = {
  50: '#F4F3FE',
  100: '#E6E4FB',
  200: '#CDC8F6',
  300: '#ABA3EE',
  400: '#8578E2',
  500: '#5B4BD0',
  600: '#4A3BB4',
  700: '#392D8F',
  800: '#261E63',
  900: '#15113A',
} as const;
