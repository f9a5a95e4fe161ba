import Box from '@mui/system/Box';
import type { SxProps, Theme } from '@mui/system';

// Off-screen until it receives keyboard focus, then drawn over the header.
const skipLinkSx: SxProps<Theme> = {
  position: 'absolute',
  top: 8,
  left: 8,
  zIndex: 'tooltip',
  px: 2,
  py: 1,
  bgcolor: 'background.paper',
  color: 'primary.main',
  border: 2,
  borderColor: 'primary.main',
  borderRadius: 1,
  fontWeight: 'bold',
  '&:not(:focus)': {
    width: '1px',
    height: '1px',
    p: 0,
    m: '-1px',
    border: 0,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    clip: 'rect(0 0 0 0)',
  },
};

const sections = [
  { href: '/system/getting-started/', label: 'Overview' },
  { href: '/system/properties/', label: 'Properties' },
  { href: '/system/spacing/', label: 'Spacing' },
  { href: '/system/screen-readers/', label: 'Screen readers', current: true },
];

const contentId = 'guide-content';

export default function SkipLinkFocus() {
  return (
    <Box sx={{ position: 'relative', border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
      <Box component="a" href={`#${contentId}`} sx={skipLinkSx}>
        Skip to the guide
      </Box>
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 3, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
        <Box sx={{ fontWeight: 'bold' }}>System guides</Box>
        <Box component="nav" aria-label="Main">
          <Box component="ul" sx={{ display: 'flex', gap: 2, m: 0, p: 0, listStyle: 'none', flexWrap: 'wrap' }}>
            {sections.map((section) => (
              <li key={section.href}>
                <Box
                  component="a"
                  href={section.href}
                  aria-current={section.current ? 'page' : undefined}
                  sx={{ color: section.current ? 'primary.main' : 'text.primary', fontWeight: section.current ? 'bold' : undefined }}
                >
                  {section.label}
                </Box>
              </li>
            ))}
          </Box>
        </Box>
      </Box>
      <Box
        component="section"
        id={contentId}
        tabIndex={-1}
        aria-labelledby={`${contentId}-title`}
        sx={{ p: 2, '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }}
      >
        <Box component="h3" id={`${contentId}-title`} sx={{ mt: 0, mb: 1 }}>
          Screen readers
        </Box>
        <Box component="p" sx={{ m: 0, color: 'text.secondary' }}>
          Text for assistive technology that stays out of sight. Press Tab from the top of this example to reveal the skip link.
        </Box>
      </Box>
    </Box>
  );
}
