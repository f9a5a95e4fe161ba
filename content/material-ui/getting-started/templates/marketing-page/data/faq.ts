export const questions = [
  {
    q: 'Do our customers see anything different?',
    a: 'No. They keep writing to your usual address and replies come from it, signed by whoever answered.',
  },
  {
    q: 'Can we try it with our real email before we switch?',
    a: 'Yes. Add Tandem as a copy of your inbox first: it reads the mail without anyone replying from it, so you can test rules and reports on real traffic.',
  },
  {
    q: 'What happens when the trial ends?',
    a: 'You choose a plan or drop to Duo. Nothing is deleted: conversations older than Duo’s 30 days are hidden until you upgrade again.',
  },
  {
    q: 'Where is our data kept?',
    a: 'In data centres in the EU, encrypted at rest. You can export every conversation as a file at any time, and we delete everything 30 days after you close the account.',
  },
  {
    q: 'Do you charge for seats we only use in busy months?',
    a: 'Seats are counted per day on the Team and Company plans, so a temporary helper for the holiday rush costs only the days they had access.',
  },
];
