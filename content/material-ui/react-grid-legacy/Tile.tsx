import Paper, { PaperProps } from '@mui/material/Paper';

/** A bordered block used to make the grid cells visible in the demos on this page. */
export default function Tile(props: PaperProps) {
  const { sx, ...other } = props;
  return <Paper variant="outlined" sx={[{ p: 1.5, height: '100%', boxSizing: 'border-box' }, ...(Array.isArray(sx) ? sx : [sx])]} {...other} />;
}
