export interface Feature {
  id: string;
  title: string;
  summary: string;
  points: string[];
}

export const features: Feature[] = [
  {
    id: 'collision',
    title: 'Collision alerts',
    summary: 'See who is reading and who is typing before you start a reply, so nobody answers the same email twice.',
    points: [
      'Live “typing” badges on every conversation',
      'Soft locks that release after two idle minutes',
      'A warning if a reply lands while you write',
    ],
  },
  {
    id: 'routing',
    title: 'Routing rules',
    summary:
      'Send refunds to billing, bug reports to the product team and VIPs to your most senior agent, without reading them first.',
    points: [
      'Match on sender, subject, words or order value',
      'Round-robin assignment that skips people on leave',
      'Rules you can test against last week’s mail',
    ],
  },
  {
    id: 'replies',
    title: 'Saved replies',
    summary:
      'Write the answer to your ten most common questions once, then insert it with two keystrokes and edit before sending.',
    points: [
      'Placeholders for names, orders and dates',
      'Shared and personal folders',
      'Usage counts that show what to improve in your help pages',
    ],
  },
  {
    id: 'reports',
    title: 'Honest reports',
    summary:
      'First response time, time to resolution and conversations per person, counted in your opening hours rather than around the clock.',
    points: [
      'Business hours per team and time zone',
      'Weekly email digest for leads',
      'CSV export of every number on screen',
    ],
  },
];

export const steps = [
  {
    title: 'Forward your support address',
    text: 'Point help@ or support@ at Tandem. Your customers keep writing to the address they know.',
  },
  {
    title: 'Invite the team and set rules',
    text: 'Add teammates by email, then pick a starter rule set for shops, agencies or software teams.',
  },
  {
    title: 'Answer together',
    text: 'Everyone sees the same queue, who owns what, and what is waiting on the customer.',
  },
];

export const stats = [
  { value: '38%', label: 'fewer duplicate replies in the first month' },
  { value: '2 h 10 min', label: 'median first response, down from 5 h' },
  { value: '11 min', label: 'to set up, from signup to first reply' },
];
