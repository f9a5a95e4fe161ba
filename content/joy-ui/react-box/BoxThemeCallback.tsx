import Box from '@mui/joy/Box';

const statuses = [
  { label: 'Paid', color: 'success' },
  { label: 'Due soon', color: 'warning' },
  { label: 'Overdue', color: 'danger' },
  { label: 'Draft', color: 'neutral' },
] as const;

export default function BoxThemeCallback() {
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'center', p: 0, m: 0, listStyle: 'none' }}>
      {statuses.map(({ label, color }) => (
        <Box
          key={label}
          component="li"
          // A function receives the theme: read its CSS variables and build values from them.
          sx={(theme) => ({
            px: 1.5,
            py: 0.5,
            borderRadius: 'xl',
            fontSize: 'sm',
            fontWeight: 'md',
            color: theme.vars.palette[color].softColor,
            bgcolor: theme.vars.palette[color].softBg,
            border: `1px solid rgba(${theme.vars.palette[color].mainChannel} / 0.3)`,
          })}
        >
          {label}
        </Box>
      ))}
    </Box>
  );
}
