/** The sample mailbox of Rosa Lindgren, who runs a small garden design studio. */

export type FolderId = 'inbox' | 'snoozed' | 'sent' | 'drafts' | 'archive' | 'bin';

export type LabelId = 'clients' | 'suppliers' | 'invoices' | 'personal';

export interface Attachment {
  name: string;
  kind: 'pdf' | 'image' | 'sheet';
  /** Size in kilobytes. */
  size: number;
}

export interface Message {
  id: string;
  folder: FolderId;
  from: { name: string; email: string };
  to: string;
  subject: string;
  /** Paragraphs of the body. */
  body: string[];
  /** ISO date and time, UTC. */
  sentAt: string;
  read: boolean;
  starred: boolean;
  labels: LabelId[];
  attachments: Attachment[];
}

/** "Now" for the sample data, so the relative dates in the list never drift. */
export const NOW = '2025-03-14T15:30:00Z';

export const ME = { name: 'Rosa Lindgren', email: 'rosa@lindgren-gardens.example' };

export const messages: Message[] = [
  {
    id: 'm1', folder: 'inbox', from: { name: 'Declan Moore', email: 'declan.moore@example.com' }, to: ME.email,
    subject: 'Courtyard planting: final list?', sentAt: '2025-03-14T14:52:00Z', read: false, starred: true, labels: ['clients'],
    body: [
      'Hi Rosa,',
      'We walked round the courtyard again this morning with your sketch. We love the idea of the multi-stem birch by the bench, but could we swap the lavender along the path for something that copes with shade after midday?',
      'If the list is final by Monday, my brother can clear the beds the weekend after.',
      'Thanks, Declan',
    ],
    attachments: [{ name: 'courtyard-photos-march.pdf', kind: 'pdf', size: 4180 }],
  },
  {
    id: 'm2', folder: 'inbox', from: { name: 'Greenhaven Nursery', email: 'trade@greenhaven.example' }, to: ME.email,
    subject: 'Your trade order GH-5521 is ready for collection', sentAt: '2025-03-14T11:05:00Z', read: false, starred: false, labels: ['suppliers'],
    body: [
      'Hello Rosa,',
      'Your order of 40 Geranium ‘Rozanne’ (2 L), 12 Hakonechloa macra and 3 Amelanchier lamarckii (multi-stem, 175–200 cm) is ready at the trade counter.',
      'We hold collections for five working days. Bay 4 is free from 7 am if you are bringing the trailer.',
      'Greenhaven trade desk',
    ],
    attachments: [{ name: 'GH-5521-delivery-note.pdf', kind: 'pdf', size: 212 }],
  },
  {
    id: 'm3', folder: 'inbox', from: { name: 'Anja Petersen', email: 'anja@petersen-landscapes.example' }, to: ME.email,
    subject: 'Re: Sharing the digger in April', sentAt: '2025-03-14T08:40:00Z', read: false, starred: false, labels: [],
    body: [
      'Rosa, yes: I only need it for the 14th to the 16th, so it is yours from the 17th. Same split on the hire as last time?',
      'Also, did you ever find a good source of reclaimed sandstone setts? My client wants the path to look a hundred years old.',
      'Anja',
    ],
    attachments: [],
  },
  {
    id: 'm4', folder: 'inbox', from: { name: 'Kieran Walsh', email: 'accounts@walsh-bookkeeping.example' }, to: ME.email,
    subject: 'Q4 VAT return: two receipts missing', sentAt: '2025-03-13T16:18:00Z', read: true, starred: true, labels: ['invoices'],
    body: [
      'Hi Rosa,',
      'The return is nearly done. I am missing receipts for two payments: £86.40 to a fuel station on 3 December, and £312.00 to Stoneworks Direct on 11 December.',
      'A photo of each is fine. The deadline is the 7th of next month, so no rush this week.',
      'Kieran',
    ],
    attachments: [{ name: 'Q4-missing-receipts.xlsx', kind: 'sheet', size: 38 }],
  },
  {
    id: 'm5', folder: 'inbox', from: { name: 'Priti Shah', email: 'priti.shah@example.com' }, to: ME.email,
    subject: 'Thank you for the planting plan', sentAt: '2025-03-13T09:12:00Z', read: true, starred: false, labels: ['clients'],
    body: [
      'Dear Rosa,',
      'The plan arrived last night and we have been poring over it since. The hedge of hornbeam along the back is exactly what we hoped for.',
      'One question: will the pond need a pump, or can it stay still water with the plants you listed?',
      'Warm wishes, Priti',
    ],
    attachments: [],
  },
  {
    id: 'm6', folder: 'inbox', from: { name: 'Garden Design Guild', email: 'news@gdguild.example' }, to: ME.email,
    subject: 'Spring meet-up: rain gardens in small spaces', sentAt: '2025-03-12T12:00:00Z', read: true, starred: false, labels: [],
    body: [
      'Our spring meet-up is on 29 March at the Old Seed Store, 6.30 pm.',
      'Tamsin Cole will walk through three rain gardens under 20 square metres, with the soil tests and planting that made them work. Tea, cake and plant swap as always.',
      'Reply to this email to reserve a seat.',
    ],
    attachments: [],
  },
  {
    id: 'm7', folder: 'inbox', from: { name: 'Mum', email: 'birgit.lindgren@example.com' }, to: ME.email,
    subject: 'Photos from Sunday', sentAt: '2025-03-11T19:44:00Z', read: true, starred: false, labels: ['personal'],
    body: ['Here are the pictures of the magnolia, finally in flower. Your father says it was worth the wait. Come for lunch soon!', 'Mum x'],
    attachments: [
      { name: 'magnolia-1.jpg', kind: 'image', size: 2320 },
      { name: 'magnolia-2.jpg', kind: 'image', size: 2104 },
    ],
  },
  {
    id: 'm8', folder: 'inbox', from: { name: 'Stoneworks Direct', email: 'orders@stoneworks.example' }, to: ME.email,
    subject: 'Invoice SD-20931 for March', sentAt: '2025-03-10T07:30:00Z', read: true, starred: false, labels: ['suppliers', 'invoices'],
    body: ['Please find attached invoice SD-20931 for 2.4 tonnes of Cotswold gravel, delivered 7 March. Payment is due within 30 days.', 'Stoneworks Direct accounts'],
    attachments: [{ name: 'SD-20931.pdf', kind: 'pdf', size: 96 }],
  },
  {
    id: 'm9', folder: 'sent', from: ME, to: 'priti.shah@example.com',
    subject: 'Planting plan for Elm Row', sentAt: '2025-03-12T21:10:00Z', read: true, starred: false, labels: ['clients'],
    body: ['Hi Priti,', 'Here is the planting plan, with the plant list on page 3. Happy to talk it through on the phone this week.', 'Rosa'],
    attachments: [{ name: 'elm-row-planting-plan.pdf', kind: 'pdf', size: 6840 }],
  },
  {
    id: 'm10', folder: 'drafts', from: ME, to: 'anja@petersen-landscapes.example',
    subject: 'Re: Sharing the digger in April', sentAt: '2025-03-14T09:02:00Z', read: true, starred: false, labels: [],
    body: ['Perfect, same split works for me. For the setts, try the reclamation yard at'],
    attachments: [],
  },
  {
    id: 'm11', folder: 'archive', from: { name: 'Declan Moore', email: 'declan.moore@example.com' }, to: ME.email,
    subject: 'Deposit sent', sentAt: '2025-02-27T10:15:00Z', read: true, starred: false, labels: ['clients', 'invoices'],
    body: ['Hi Rosa, the deposit of £450 is on its way. Looking forward to getting started. Declan'],
    attachments: [],
  },
];
