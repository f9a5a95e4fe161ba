/**
 * The sample conversations of Theo Marsh, stage manager, in the week before technical rehearsals.
 * Times are ISO strings in UTC; `NOW` is the moment the sample is seen from.
 */

export interface ChatMessage {
  id: string;
  authorId: string;
  text: string;
  sentAt: string;
}

export interface Conversation {
  id: string;
  /** Groups have a title; a direct conversation is named after the other person. */
  title?: string;
  memberIds: string[];
  unread: number;
  muted: boolean;
  messages: ChatMessage[];
}

export const NOW = '2025-09-24T17:45:00Z';

let count = 0;
/** A message: `[author, 'YYYY-MM-DD HH:mm', text]`, with a generated id. */
function m(authorId: string, at: string, text: string): ChatMessage {
  count += 1;
  return { id: `seed-${count}`, authorId, text, sentAt: `${at.replace(' ', 'T')}:00Z` };
}

export const conversations: Conversation[] = [
  {
    id: 'stage-management', title: 'Stage management', memberIds: ['theo', 'priya', 'dana', 'felix'], unread: 0, muted: false,
    messages: [
      m('priya', '2025-09-22 09:05', 'Morning all. Tech starts Thursday. Could each department tell Theo by tomorrow night what they still need from the stage?'),
      m('dana', '2025-09-22 09:12', 'Lighting needs the stage dark from 6 to 10 on Wednesday for the focus.'),
      m('dana', '2025-09-22 09:13', 'Ideally with the lift booked.'),
      m('felix', '2025-09-22 10:40', "Evenings are fine for sound. I'd like half an hour on Thursday morning to balance the storm against the rain track."),
      m('theo', '2025-09-23 18:20', 'Plan: focus Wednesday 18:00 to 22:00 with the stage dark. Felix has 09:30 to 10:00 on Thursday, before the cue-to-cue.'),
      m('theo', '2025-09-23 18:21', 'The lift is booked for Dana from 17:30.'),
      m('priya', '2025-09-24 16:58', 'Perfect. Can we run the lighthouse reveal twice on Thursday? The whole play turns on that moment.'),
      m('theo', '2025-09-24 17:02', "Yes, I'll schedule it straight after the harbour scene."),
      m('felix', '2025-09-24 17:30', "I'll bring the new foghorn for it."),
    ],
  },
  {
    id: 'dana', memberIds: ['theo', 'dana'], unread: 2, muted: false,
    messages: [
      m('dana', '2025-09-23 11:02', 'Is the lamp in the lighthouse tower on a dimmer or a hard switch?'),
      m('theo', '2025-09-23 11:40', 'Dimmer, channel 48. Marcus wired it last week.'),
      m('dana', '2025-09-23 11:41', 'Great, thank you!'),
      m('dana', '2025-09-24 17:38', 'The gels came: both blues for the sea wash are here, the amber is on back order until Monday.'),
      m('dana', '2025-09-24 17:39', "I can stand in a warm white for the focus, if you're happy with that."),
    ],
  },
  {
    id: 'props', title: 'Props & set', memberIds: ['theo', 'sam', 'marcus'], unread: 4, muted: false,
    messages: [
      m('marcus', '2025-09-19 14:15', "The rowing boat is built. It's heavier than planned: 48 kg."),
      m('sam', '2025-09-19 14:16', "That's a four-person lift, then."),
      m('theo', '2025-09-19 15:02', "Let's put it on casters and hide them under the net drape."),
      m('sam', '2025-09-24 15:10', 'Casters are on! It glides.'),
      m('sam', '2025-09-24 15:11', 'Maybe too well. It drifted into the wings on its own during the run.'),
      m('marcus', '2025-09-24 15:25', "I'll fit two brakes on the downstage side tomorrow morning."),
      m('marcus', '2025-09-24 15:26', "Also, we're one oar short. Has anyone seen it since Saturday?"),
    ],
  },
  {
    id: 'ines', memberIds: ['theo', 'ines'], unread: 1, muted: false,
    messages: [
      m('ines', '2025-09-22 13:30', "Fitting for the keeper's daughter: can I have Amara for 20 minutes before Thursday's call?"),
      m('theo', '2025-09-22 13:52', "Yes, 17:40 in wardrobe. I'll let her know."),
      m('ines', '2025-09-24 12:05', "The oilskin coat is dyed and drying. It'll smell of linseed for a day, sorry in advance!"),
    ],
  },
  {
    id: 'front-of-house', title: 'Front of house', memberIds: ['theo', 'ruth', 'priya'], unread: 3, muted: true,
    messages: [
      m('ruth', '2025-09-18 10:00', 'Reminder: the preview on the 2nd is sold out. Latecomers go in at the first blackout.'),
      m('ruth', '2025-09-24 09:15', 'The box office has 14 wheelchair spaces booked for opening night.'),
      m('ruth', '2025-09-24 09:16', 'So the ramp at the side door needs to be out by 18:45.'),
      m('ruth', '2025-09-24 09:20', 'Theo, who on the crew can help with that?'),
    ],
  },
  {
    id: 'priya', memberIds: ['theo', 'priya'], unread: 0, muted: false,
    messages: [
      m('priya', '2025-09-21 20:44', 'A note from the run, just for you: the act two changes drag. Could the crew get the lighthouse change under 40 seconds?'),
      m('theo', '2025-09-21 21:05', 'We did it in 52 today. With the boat on casters, 40 is possible.'),
      m('theo', '2025-09-21 21:06', "I'll drill it with the crew on Tuesday."),
      m('priya', '2025-09-23 22:10', 'The change took 38 seconds tonight. Tell them bravo from me.'),
      m('theo', '2025-09-23 22:12', "They'll be thrilled. I'll pass it on at the half tomorrow."),
    ],
  },
  {
    id: 'felix', memberIds: ['theo', 'felix'], unread: 0, muted: false,
    messages: [
      m('felix', '2025-09-17 16:20', 'I sent you the storm as a rough mix. Headphones recommended.'),
      m('theo', '2025-09-17 16:48', 'Terrifying, in a good way. Does the thunder land on the line or just after it?'),
      m('felix', '2025-09-17 16:50', 'Half a second after. Priya wants the actor to get the word out first.'),
    ],
  },
];
