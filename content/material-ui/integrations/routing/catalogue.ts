// The pages of a small design-system catalogue. The paths are real pages of this site,
// so every link also works as a plain link before a demo's script has loaded.
export interface CataloguePage {
  path: string;
  title: string;
  summary: string;
}

export const cataloguePages: CataloguePage[] = [
  { path: '/material-ui/react-button/', title: 'Buttons', summary: 'Primary, secondary and icon actions, in three sizes.' },
  { path: '/material-ui/react-chip/', title: 'Chips', summary: 'Filters, tags and removable selections.' },
  { path: '/material-ui/react-slider/', title: 'Sliders', summary: 'Ranges for prices, volume and dates.' },
  { path: '/material-ui/react-switch/', title: 'Switches', summary: 'Instant on/off settings.' },
];
