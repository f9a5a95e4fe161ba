import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export interface StudioLogoProps {
  /** Hide the words below `sm`, keeping the mark. */
  compact?: boolean;
}

/** Halden & Moss's mark (contour lines over a hill) and the intranet's name. */
export default function StudioLogo({ compact = false }: StudioLogoProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <Box
        component="svg"
        viewBox="0 0 32 32"
        aria-hidden
        sx={(theme) => ({
          width: 32,
          height: 32,
          flexShrink: 0,
          '& rect': { fill: theme.vars.palette.primary.solidBg },
          '& path': { stroke: theme.vars.palette.primary.solidColor, fill: 'none', strokeWidth: 2, strokeLinecap: 'round' },
        })}
      >
        <rect width="32" height="32" rx="9" />
        <path d="M6 23c4-7 8-10 10-10s6 3 10 10" />
        <path d="M10 23c2.5-4 4.5-6 6-6s3.5 2 6 6" />
        <path d="M14.5 23c.5-1 1-1.6 1.5-1.6s1 .6 1.5 1.6" />
      </Box>
      <Box sx={{ display: compact ? { xs: 'none', sm: 'block' } : 'block', minWidth: 0 }}>
        <Typography level="title-sm" component="span" noWrap sx={{ display: 'block' }}>
          Halden &amp; Moss
        </Typography>
        <Typography level="body-xs" component="span" noWrap sx={{ display: 'block' }}>
          Studio intranet
        </Typography>
      </Box>
    </Box>
  );
}
