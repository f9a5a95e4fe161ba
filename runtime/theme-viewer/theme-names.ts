/** The default themes a viewer can show (`::theme-viewer{theme="…"}`): Material UI's and Joy UI's. */
export const VIEWER_THEMES = ['material', 'joy'] as const;

/** One of {@link VIEWER_THEMES}. */
export type ViewerTheme = (typeof VIEWER_THEMES)[number];

/** The name of each theme, as the viewer's region reads it. */
export const VIEWER_THEME_LABELS: Record<ViewerTheme, string> = {
  material: "Material UI's default theme",
  joy: "Joy UI's default theme",
};
