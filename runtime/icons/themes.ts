/** The themes of `@mui/icons-material`, in the order the icon search offers them, with each theme's export suffix. */
export const ICON_THEMES = [
  { id: 'filled', label: 'Filled', suffix: '' },
  { id: 'outlined', label: 'Outlined', suffix: 'Outlined' },
  { id: 'rounded', label: 'Rounded', suffix: 'Rounded' },
  { id: 'twoTone', label: 'Two tone', suffix: 'TwoTone' },
  { id: 'sharp', label: 'Sharp', suffix: 'Sharp' },
] as const;
