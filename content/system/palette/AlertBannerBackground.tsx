import Box from '@mui/system/Box';

const banners = [
  { tone: 'primary', text: 'Scheduled maintenance on Sunday from 02:00 to 03:00 UTC.' },
  { tone: 'secondary', text: 'New: share dashboards with people outside your workspace.' },
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
      <Box sx={{ px: 2, py: 1.5, borderRadius: 1, bgcolor: 'warning.light', color: 'common.black' }}>
        Your card expires next month. Update it to avoid interruptions.
      </Box>
      <Box sx={{ px: 2, py: 1.5, borderRadius: 1, bgcolor: 'action.hover', color: 'text.primary' }}>
        Neutral note on <code>action.hover</code>: drafts are kept for 30 days.
      </Box>
    </Box>
  );
}
