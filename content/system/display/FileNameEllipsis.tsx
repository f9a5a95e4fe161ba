import Box from '@mui/system/Box';

const files = ['quarterly-revenue-forecast-final-v3-approved.xlsx', 'logo.svg', 'onboarding-checklist-for-new-warehouse-staff.pdf'];

export default function FileNameEllipsis() {
  return (
    <Box component="ul" sx={{ width: 240, m: 0, p: 0, listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {files.map((file) => (
        <Box
          component="li"
          key={file}
          title={file}
          sx={{ px: 1.5, py: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', '& + &': { borderTop: 1, borderColor: 'divider' } }}
        >
          {file}
        </Box>
      ))}
    </Box>
  );
}
