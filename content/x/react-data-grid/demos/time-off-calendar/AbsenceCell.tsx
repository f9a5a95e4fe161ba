import Box from '@mui/material/Box';
import { ABSENCE_KINDS, type AbsenceKind } from './absences';

/** A coloured square with the absence's letter; the letter keeps the meaning without colour. */
export function AbsenceCell({ kind }: { kind: AbsenceKind }) {
  const { letter, label, bg, fg } = ABSENCE_KINDS[kind];
  return (
    <Box
      component="span"
      title={label}
      sx={{
        display: 'inline-grid',
        placeItems: 'center',
        width: 26,
        height: 22,
        borderRadius: 1,
        fontSize: 13,
        fontWeight: 600,
        lineHeight: 1,
        bgcolor: bg,
        color: fg,
      }}
    >
      {letter}
    </Box>
  );
}
