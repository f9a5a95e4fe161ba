import Box from '@mui/system/Box';

const banners = [
  { tone: 'info', text: 'Scheduled maintenance on Sunday from 02:00 to 03:00 UTC.' },
  { tone: 'warning', text: 'Your card expires next month. Update it to avoid interruptions.' },
  { tone: 'success', text: 'Your domain is verified and emails will now be delivered.' },
] as const;

export default function AlertBannerBackground() {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {banners.map((banner) => (
        <Box key={banner.tone} role="status" sx={{ px: 2, py: 1.5, borderRadius: 1, bgcolor: `${banner.tone}.main`, color: `${banner.tone}.contrastText` }}>
          {banner.text}
        </Box>
      ))}
      <Box sx={{ px: 2, py: 1.5, borderRadius: 1, bgcolor: 'grey.100', color: 'text.primary' }}>
        Neutral note on <code>grey.100</code>: drafts are kept for 30 days.
      </Box>
    </Box>
  );
}
