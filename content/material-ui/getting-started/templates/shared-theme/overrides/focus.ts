import type { Theme } from '@mui/material/styles';

/**
 * A visible keyboard focus ring in the brand colour. ButtonBase removes the browser's outline,
 * so every clickable component puts this one back on `.Mui-focusVisible`.
 */
export function focusRing(theme: Theme) {
  return {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  };
}

/** A translucent version of a palette colour's channel, valid in both colour schemes. */
export function tint(channel: string, opacity: number) {
  return `rgba(${channel} / ${opacity})`;
}
