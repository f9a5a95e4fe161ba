import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Quayline's logo: a wave over a quay, drawn inline in the primary colour. */
export default function BrandMark({ compact = false }: { compact?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <Box
        aria-hidden
        sx={{
          width: 32,
          height: 32,
          flexShrink: 0,
          borderRadius: 1.5,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <svg
          width="20"
          height="20"
          viewBox="0 0 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M2 8c2.5-3 5.5-3 8 0s5.5 3 8 0" />
          <path d="M3 14h14M6 14v3M14 14v3" />
        </svg>
      </Box>
      {!compact && (
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, lineHeight: 1.2 }} noWrap>
            Quayline Freight
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            Operations · EU network
          </Typography>
        </Box>
      )}
    </Box>
  );
}
