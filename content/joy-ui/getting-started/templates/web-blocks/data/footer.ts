import type { SvgIconComponent } from '@mui/icons-material';
import Instagram from '@mui/icons-material/Instagram';
import RssFeedRounded from '@mui/icons-material/RssFeedRounded';
import YouTube from '@mui/icons-material/YouTube';

export interface LinkColumn {
  title: string;
  links: { label: string; href: string }[];
}

export const footer = {
  tagline: 'The shared plan for community gardens and allotment societies.',
  columns: [
    {
      title: 'Product',
      links: [
        { label: 'Features', href: '#block-features' },
        { label: 'Pricing', href: '#block-pricing' },
        { label: 'What’s new', href: '#' },
        { label: 'Service status', href: '#' },
      ],
    },
    {
      title: 'Growing',
      links: [
        { label: 'Sowing guides', href: '#' },
        { label: 'Seed swap', href: '#' },
        { label: 'Help centre', href: '#' },
        { label: 'Growers’ forum', href: '#' },
      ],
    },
    {
      title: 'Company',
      links: [
        { label: 'About us', href: '#' },
        { label: 'Jobs', href: '#' },
        { label: 'Press kit', href: '#' },
        { label: 'Contact', href: '#' },
      ],
    },
  ] satisfies LinkColumn[],
  legal: [
    { label: 'Privacy', href: '#' },
    { label: 'Terms', href: '#' },
    { label: 'Cookies', href: '#' },
  ],
  /** Icon links: each label names the destination, since the icon alone says nothing to a screen reader. */
  social: [
    { label: 'Plotline on Instagram', href: '#', icon: Instagram },
    { label: 'Plotline on YouTube', href: '#', icon: YouTube },
    { label: 'The Plotline blog feed', href: '#', icon: RssFeedRounded },
  ] satisfies { label: string; href: string; icon: SvgIconComponent }[],
  copyright: '© 2025 Plotline Ltd, a company registered in England and Wales',
};
