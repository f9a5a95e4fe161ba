/** Conversations shown in the hero's product preview. */

export type ConversationState = 'New' | 'Mine' | 'Waiting' | 'Done';

export interface Conversation {
  from: string;
  initials: string;
  subject: string;
  snippet: string;
  assignee: string | null;
  state: ConversationState;
  received: string;
}

export const previewConversations: Conversation[] = [
  {
    from: 'Priya Raman',
    initials: 'PR',
    subject: 'Refund for order #4471',
    snippet: 'The blender arrived with a cracked jug, can you…',
    assignee: 'Tomás',
    state: 'Mine',
    received: '09:42',
  },
  {
    from: 'Harbor Yoga Studio',
    initials: 'HY',
    subject: 'Invoice address change',
    snippet: 'We moved to 18 Wharf Street last month and…',
    assignee: null,
    state: 'New',
    received: '09:31',
  },
  {
    from: 'Luca Bianchi',
    initials: 'LB',
    subject: 'Re: Missing tracking number',
    snippet: 'Thanks, the courier just confirmed it’s on…',
    assignee: 'Aiko',
    state: 'Waiting',
    received: '08:57',
  },
  {
    from: 'Dana Whitfield',
    initials: 'DW',
    subject: 'Bulk order for our school',
    snippet: 'Could you quote 120 units with delivery to…',
    assignee: 'Tomás',
    state: 'Done',
    received: 'Yesterday',
  },
];
