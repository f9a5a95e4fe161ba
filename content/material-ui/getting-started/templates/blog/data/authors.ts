export interface Author {
  id: string;
  name: string;
  role: string;
  initials: string;
}

export const authors: Record<string, Author> = {
  nora: { id: 'nora', name: 'Nora Eklund', role: 'Cartographer', initials: 'NE' },
  dev: { id: 'dev', name: 'Dev Malhotra', role: 'Mobile engineer', initials: 'DM' },
  ffion: { id: 'ffion', name: 'Ffion Pritchard', role: 'Product designer', initials: 'FP' },
  jonas: { id: 'jonas', name: 'Jonas Weber', role: 'Co-founder', initials: 'JW' },
};
