/** What the side panel says about Harbourlight, an invented network of coworking spaces. */

export const highlights = [
  { value: '14', label: 'spaces in 6 cities' },
  { value: '2,300', label: 'desks and rooms' },
  { value: '24/7', label: 'access with your card' },
];

export const todayAtHarbourlight = [
  { time: '08:30', title: 'Coffee cupping with Dockside Roasters', place: 'Leith Quay, ground floor' },
  { time: '12:30', title: 'Lunch talk: pricing your first product', place: 'Canal Works, Room 3' },
  { time: '17:45', title: 'Members’ bouldering trip', place: 'Meets at Old Mill reception' },
];

export const memberQuote = {
  text: 'I book a standing desk by the window from my phone on the tram. By the time I walk in, the locker is open and the kettle is warm.',
  name: 'Ines Albuquerque',
  role: 'Freelance type designer, member since 2022',
  initials: 'IA',
};
