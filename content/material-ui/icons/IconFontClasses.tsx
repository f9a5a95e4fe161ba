import GlobalStyles from '@mui/material/GlobalStyles';

/** The font family each `baseClassName` of `Icon` stands for: Fontsource ships the fonts, the app defines the classes. */
const FAMILIES = {
  'material-icons': 'Material Icons',
  'material-icons-outlined': 'Material Icons Outlined',
  'material-icons-round': 'Material Icons Round',
  'material-icons-sharp': 'Material Icons Sharp',
  'material-icons-two-tone': 'Material Icons Two Tone',
};

/** Global rules that turn a ligature such as `local_shipping` into its glyph, for each icon font. */
export default function IconFontClasses() {
  return (
    <GlobalStyles
      styles={Object.fromEntries(
        Object.entries(FAMILIES).map(([className, fontFamily]) => [
          `.${className}`,
          {
            fontFamily: `'${fontFamily}'`,
            fontWeight: 'normal',
            fontStyle: 'normal',
            lineHeight: 1,
            letterSpacing: 'normal',
            textTransform: 'none',
            whiteSpace: 'nowrap',
            wordWrap: 'normal',
            direction: 'ltr',
            fontFeatureSettings: "'liga'",
            WebkitFontSmoothing: 'antialiased',
          },
        ]),
      )}
    />
  );
}
