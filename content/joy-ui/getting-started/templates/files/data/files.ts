/**
 * The sample drive: the working files of "Tidewater", a documentary about the oyster farmers of a
 * Maine estuary, made by Fennel & Finch Films. Sizes are in bytes, dates are ISO strings in UTC.
 */

export type FileKind = 'folder' | 'document' | 'spreadsheet' | 'pdf' | 'image' | 'video' | 'audio' | 'archive';

export type DriveId = 'personal' | 'studio';

export interface DriveItem {
  id: string;
  name: string;
  kind: FileKind;
  /** The folder the item sits in, or the drive itself for top-level items. */
  parentId: string;
  /** Bytes; 0 for folders, whose size is the sum of what they hold. */
  size: number;
  modifiedAt: string;
  modifiedBy: string;
  ownerId: string;
  sharedWith: string[];
  starred: boolean;
  trashed: boolean;
  note?: string;
}

export const drives: { id: DriveId; name: string; quota: number }[] = [
  { id: 'personal', name: 'My drive', quota: 15e9 },
  { id: 'studio', name: 'Studio drive', quota: 50e9 },
];

/** "Now" for the sample data, so "Today" and "Recent" never drift. */
export const NOW = '2025-06-18T16:30:00Z';

const KB = 1e3;
const MB = 1e6;
const GB = 1e9;

type Seed = Omit<DriveItem, 'ownerId' | 'sharedWith' | 'starred' | 'trashed' | 'modifiedBy'> & Partial<DriveItem>;

function item(seed: Seed): DriveItem {
  return { ownerId: 'mara', modifiedBy: seed.ownerId ?? 'mara', sharedWith: [], starred: false, trashed: false, ...seed };
}

const crew = ['jonah', 'elsie', 'tomas'];

export const items: DriveItem[] = [
  // My drive
  item({ id: 'research', name: 'Research', kind: 'folder', parentId: 'personal', size: 0, modifiedAt: '2025-06-17T13:05:00Z' }),
  item({ id: 'receipts', name: 'Receipts 2025', kind: 'folder', parentId: 'personal', size: 0, modifiedAt: '2025-06-12T09:40:00Z' }),
  item({ id: 'p1', name: 'oyster-farm-contacts.xlsx', kind: 'spreadsheet', parentId: 'research', size: 48 * KB, modifiedAt: '2025-06-17T13:05:00Z', starred: true, sharedWith: ['jonah'], note: 'Phone numbers and boat names for the six farms on the river. Ask before calling the Harlows after 6 pm.' }),
  item({ id: 'p2', name: 'tide-tables-summer-2025.pdf', kind: 'pdf', parentId: 'research', size: 1.3 * MB, modifiedAt: '2025-05-02T11:20:00Z' }),
  item({ id: 'p3', name: 'interview-questions-v3.docx', kind: 'document', parentId: 'research', size: 36 * KB, modifiedAt: '2025-06-16T21:48:00Z', sharedWith: ['jonah', 'elsie'] }),
  item({ id: 'p4', name: 'estuary-map-annotated.png', kind: 'image', parentId: 'research', size: 5.8 * MB, modifiedAt: '2025-04-28T15:02:00Z' }),
  item({ id: 'p5', name: 'ferry-tickets-june.pdf', kind: 'pdf', parentId: 'receipts', size: 220 * KB, modifiedAt: '2025-06-12T09:40:00Z' }),
  item({ id: 'p6', name: 'lens-hire-invoice-0611.pdf', kind: 'pdf', parentId: 'receipts', size: 96 * KB, modifiedAt: '2025-06-11T17:15:00Z' }),
  item({ id: 'p7', name: 'mileage-log.xlsx', kind: 'spreadsheet', parentId: 'receipts', size: 22 * KB, modifiedAt: '2025-06-09T08:30:00Z' }),
  item({ id: 'p8', name: 'ideas-for-the-next-film.docx', kind: 'document', parentId: 'personal', size: 19 * KB, modifiedAt: '2025-03-30T22:10:00Z' }),
  item({ id: 'p9', name: 'headshot-mara.jpg', kind: 'image', parentId: 'personal', size: 3.1 * MB, modifiedAt: '2024-11-04T10:00:00Z' }),
  item({ id: 'p10', name: 'budget-draft-old.xlsx', kind: 'spreadsheet', parentId: 'personal', size: 31 * KB, modifiedAt: '2025-01-14T12:00:00Z', trashed: true }),

  // Studio drive
  item({ id: 'tidewater', name: 'Tidewater', kind: 'folder', parentId: 'studio', size: 0, modifiedAt: '2025-06-18T14:12:00Z', sharedWith: crew }),
  item({ id: 'pitches', name: 'Festival pitches', kind: 'folder', parentId: 'studio', size: 0, modifiedAt: '2025-06-03T16:45:00Z', ownerId: 'jonah', sharedWith: ['mara'] }),
  item({ id: 'brand', name: 'Studio brand', kind: 'folder', parentId: 'studio', size: 0, modifiedAt: '2025-02-20T10:30:00Z', ownerId: 'jonah', sharedWith: ['mara'] }),
  item({ id: 'rushes', name: 'Rushes', kind: 'folder', parentId: 'tidewater', size: 0, modifiedAt: '2025-06-15T19:22:00Z', sharedWith: crew }),
  item({ id: 'sound', name: 'Sound', kind: 'folder', parentId: 'tidewater', size: 0, modifiedAt: '2025-06-14T12:00:00Z', ownerId: 'tomas', sharedWith: crew }),
  item({ id: 'edit', name: 'Edit', kind: 'folder', parentId: 'tidewater', size: 0, modifiedAt: '2025-06-18T14:12:00Z', ownerId: 'elsie', sharedWith: crew }),
  item({ id: 's1', name: 'treatment-final.pdf', kind: 'pdf', parentId: 'tidewater', size: 2.4 * MB, modifiedAt: '2025-02-11T09:00:00Z', starred: true, sharedWith: crew }),
  item({ id: 's2', name: 'shot-list.xlsx', kind: 'spreadsheet', parentId: 'tidewater', size: 64 * KB, modifiedAt: '2025-06-17T08:55:00Z', modifiedBy: 'jonah', sharedWith: crew, note: 'Green rows are shot. The two dawn scenes on the flats still need a calm morning.' }),
  item({ id: 's3', name: 'release-forms-signed.zip', kind: 'archive', parentId: 'tidewater', size: 38 * MB, modifiedAt: '2025-06-06T14:30:00Z', ownerId: 'jonah', sharedWith: ['mara'] }),
  item({ id: 's4', name: 'poster-draft-03.png', kind: 'image', parentId: 'tidewater', size: 7.7 * MB, modifiedAt: '2025-06-13T11:48:00Z', sharedWith: ['jonah'] }),
  item({ id: 'r1', name: 'A001_C004_dawn-boats.mov', kind: 'video', parentId: 'rushes', size: 4.2 * GB, modifiedAt: '2025-06-02T10:11:00Z', sharedWith: crew }),
  item({ id: 'r2', name: 'A001_C011_sorting-shed.mov', kind: 'video', parentId: 'rushes', size: 2.9 * GB, modifiedAt: '2025-06-02T14:37:00Z', sharedWith: crew }),
  item({ id: 'r3', name: 'A002_C002_interview-ruth-harlow.mov', kind: 'video', parentId: 'rushes', size: 6.8 * GB, modifiedAt: '2025-06-09T16:05:00Z', starred: true, sharedWith: crew, note: 'The best take starts at 14:20, where Ruth talks about the winter of the ice.' }),
  item({ id: 'r4', name: 'B001_C007_drone-estuary.mp4', kind: 'video', parentId: 'rushes', size: 1.6 * GB, modifiedAt: '2025-06-15T19:22:00Z', ownerId: 'jonah', sharedWith: crew }),
  item({ id: 'r5', name: 'A001_C003_false-start.mov', kind: 'video', parentId: 'rushes', size: 1.1 * GB, modifiedAt: '2025-06-02T09:58:00Z', trashed: true }),
  item({ id: 'a1', name: 'interview-ruth-harlow-lav.wav', kind: 'audio', parentId: 'sound', size: 812 * MB, modifiedAt: '2025-06-09T16:40:00Z', ownerId: 'tomas', sharedWith: crew }),
  item({ id: 'a2', name: 'room-tone-sorting-shed.wav', kind: 'audio', parentId: 'sound', size: 96 * MB, modifiedAt: '2025-06-02T15:10:00Z', ownerId: 'tomas', sharedWith: crew }),
  item({ id: 'a3', name: 'gulls-and-rigging.wav', kind: 'audio', parentId: 'sound', size: 143 * MB, modifiedAt: '2025-06-14T12:00:00Z', ownerId: 'tomas', sharedWith: crew }),
  item({ id: 'e1', name: 'tidewater-rough-cut-v7.mp4', kind: 'video', parentId: 'edit', size: 2.3 * GB, modifiedAt: '2025-06-18T14:12:00Z', ownerId: 'elsie', sharedWith: crew, note: 'Runs 71 minutes. Music is temp in reels 3 and 4.' }),
  item({ id: 'e2', name: 'v7-notes-from-mara.docx', kind: 'document', parentId: 'edit', size: 41 * KB, modifiedAt: '2025-06-18T09:26:00Z', sharedWith: ['elsie', 'jonah'] }),
  item({ id: 'e3', name: 'music-cue-sheet.xlsx', kind: 'spreadsheet', parentId: 'edit', size: 18 * KB, modifiedAt: '2025-06-16T18:03:00Z', ownerId: 'elsie', sharedWith: crew }),
  item({ id: 'f1', name: 'pitch-deck-2025.pdf', kind: 'pdf', parentId: 'pitches', size: 14.6 * MB, modifiedAt: '2025-06-03T16:45:00Z', ownerId: 'jonah', sharedWith: ['mara'], starred: true }),
  item({ id: 'f2', name: 'budget-tidewater.xlsx', kind: 'spreadsheet', parentId: 'pitches', size: 112 * KB, modifiedAt: '2025-05-27T13:20:00Z', ownerId: 'jonah', sharedWith: ['mara'] }),
  item({ id: 'f3', name: 'sales-agent-intro.docx', kind: 'document', parentId: 'pitches', size: 27 * KB, modifiedAt: '2025-05-19T10:02:00Z', ownerId: 'jonah', sharedWith: ['mara'] }),
  item({ id: 'b1', name: 'fennel-finch-logos.zip', kind: 'archive', parentId: 'brand', size: 6.2 * MB, modifiedAt: '2025-02-20T10:30:00Z', ownerId: 'jonah', sharedWith: ['mara'] }),
  item({ id: 'b2', name: 'letterhead.docx', kind: 'document', parentId: 'brand', size: 88 * KB, modifiedAt: '2025-02-18T15:44:00Z', ownerId: 'jonah', sharedWith: ['mara'] }),
];
