export type Coverage = 'Supported' | 'Partial' | 'Not supported';

export type GuidelineComponent = {
  guideline: string;
  material: string;
  coverage: Coverage;
  note?: string;
};

/** Material Design 2 components and what implements them in Material UI 7 (or MUI X). */
export const components: GuidelineComponent[] = [
  { guideline: 'App bar: top', material: 'AppBar, Toolbar', coverage: 'Supported' },
  { guideline: 'App bar: bottom', material: 'AppBar with position="fixed" at the bottom', coverage: 'Supported' },
  { guideline: 'Backdrop', material: 'Backdrop', coverage: 'Partial', note: 'A scrim behind overlays, not the two-layer backdrop pattern' },
  { guideline: 'Badge', material: 'Badge', coverage: 'Supported' },
  { guideline: 'Banner', material: 'Alert or Paper', coverage: 'Partial', note: 'No dedicated component; compose one' },
  { guideline: 'Bottom navigation', material: 'BottomNavigation', coverage: 'Supported' },
  { guideline: 'Button', material: 'Button', coverage: 'Supported' },
  { guideline: 'Floating action button', material: 'Fab', coverage: 'Supported' },
  { guideline: 'Speed dial', material: 'SpeedDial', coverage: 'Supported' },
  { guideline: 'Toggle button', material: 'ToggleButton, ToggleButtonGroup', coverage: 'Supported' },
  { guideline: 'Card', material: 'Card', coverage: 'Supported' },
  { guideline: 'Checkbox', material: 'Checkbox', coverage: 'Supported' },
  { guideline: 'Chip', material: 'Chip', coverage: 'Supported' },
  { guideline: 'Data table', material: 'Table, or the MUI X Data Grid', coverage: 'Supported' },
  { guideline: 'Date picker', material: 'MUI X Date Pickers', coverage: 'Supported', note: 'Separate package' },
  { guideline: 'Dialog', material: 'Dialog', coverage: 'Supported' },
  { guideline: 'Divider', material: 'Divider', coverage: 'Supported' },
  { guideline: 'Image list', material: 'ImageList', coverage: 'Supported' },
  { guideline: 'List', material: 'List', coverage: 'Supported' },
  { guideline: 'Menu', material: 'Menu', coverage: 'Supported' },
  { guideline: 'Navigation drawer', material: 'Drawer', coverage: 'Supported' },
  { guideline: 'Navigation rail', material: '—', coverage: 'Not supported', note: 'Build it from Drawer and List' },
  { guideline: 'Progress indicator', material: 'CircularProgress, LinearProgress', coverage: 'Supported' },
  { guideline: 'Radio button', material: 'Radio', coverage: 'Supported' },
  { guideline: 'Sheet: bottom', material: 'Drawer with anchor="bottom"', coverage: 'Supported' },
  { guideline: 'Sheet: side', material: 'Drawer', coverage: 'Supported' },
  { guideline: 'Slider', material: 'Slider', coverage: 'Supported' },
  { guideline: 'Snackbar', material: 'Snackbar', coverage: 'Supported' },
  { guideline: 'Stepper', material: 'Stepper', coverage: 'Supported' },
  { guideline: 'Switch', material: 'Switch', coverage: 'Supported' },
  { guideline: 'Tabs', material: 'Tabs', coverage: 'Supported' },
  { guideline: 'Text field', material: 'TextField', coverage: 'Supported' },
  { guideline: 'Time picker', material: 'MUI X Date Pickers', coverage: 'Supported', note: 'Separate package' },
  { guideline: 'Tooltip', material: 'Tooltip', coverage: 'Supported' },
];
