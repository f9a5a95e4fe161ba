export const sectionLinks = [
  { label: 'Features', href: '#features' },
  { label: 'How it works', href: '#how-it-works' },
  { label: 'Pricing', href: '#pricing' },
  { label: 'Questions', href: '#faq' },
];

export const footerColumns = [
  { title: 'Product', links: ['Shared inbox', 'Routing rules', 'Saved replies', 'Reports', 'Changelog'] },
  { title: 'Company', links: ['About us', 'Careers', 'Press kit', 'Contact'] },
  { title: 'Help', links: ['Guides', 'Status', 'Security', 'Migration service'] },
];
