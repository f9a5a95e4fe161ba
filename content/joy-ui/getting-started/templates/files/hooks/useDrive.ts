import * as React from 'react';
import { drives, items as sampleItems, type DriveItem } from '../data/files';
import { daysAgo } from '../utils/format';

export type ViewId = 'recent' | 'starred' | 'trash';
export type Place = { type: 'folder'; id: string } | { type: 'view'; id: ViewId };
export type SortKey = 'name' | 'modified' | 'size';
export type Layout = 'list' | 'grid';

export const viewNames: Record<ViewId, string> = { recent: 'Recent', starred: 'Starred', trash: 'Trash' };

/**
 * The drive's state and what can be done to it. Everything happens in memory: swap each
 * `setItems` for a call to your storage API (and keep the state as its cache) to make it real.
 */
export function useDrive() {
  const [items, setItems] = React.useState(sampleItems);
  const [place, setPlace] = React.useState<Place>({ type: 'folder', id: 'tidewater' });
  const [search, setSearch] = React.useState('');
  const [sort, setSort] = React.useState<SortKey>('name');
  const [layout, setLayout] = React.useState<Layout>('list');
  const [selected, setSelected] = React.useState<string[]>([]);
  const [activeId, setActiveId] = React.useState<string | null>('s2');

  const byId = new Map(items.map((item) => [item.id, item]));

  /** In the trash itself, or inside a folder that is. */
  const isGone = (item: DriveItem): boolean => {
    const parent = byId.get(item.parentId);
    return item.trashed || (parent ? isGone(parent) : false);
  };
  const childrenOf = (id: string) => items.filter((item) => item.parentId === id && !item.trashed);
  const sizeOf = (item: DriveItem): number =>
    item.kind === 'folder' ? childrenOf(item.id).reduce((sum, child) => sum + sizeOf(child), 0) : item.size;

  /** The folders from the drive down to `id`, for the breadcrumbs. */
  const pathTo = (id: string): { id: string; name: string }[] => {
    const drive = drives.find((entry) => entry.id === id);
    if (drive) {
      return [{ id: drive.id, name: drive.name }];
    }
    const folder = byId.get(id);
    return folder ? [...pathTo(folder.parentId), { id: folder.id, name: folder.name }] : [];
  };

  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  let listed: DriveItem[];
  if (words.length > 0) {
    listed = items.filter((item) => !isGone(item) && words.every((word) => item.name.toLowerCase().includes(word)));
  } else if (place.type === 'folder') {
    listed = childrenOf(place.id);
  } else if (place.id === 'trash') {
    listed = items.filter((item) => item.trashed);
  } else if (place.id === 'starred') {
    listed = items.filter((item) => item.starred && !isGone(item));
  } else {
    listed = items.filter((item) => item.kind !== 'folder' && !isGone(item) && daysAgo(item.modifiedAt) < 7);
  }

  const compare: Record<SortKey, (a: DriveItem, b: DriveItem) => number> = {
    name: (a, b) => Number(b.kind === 'folder') - Number(a.kind === 'folder') || a.name.localeCompare(b.name),
    modified: (a, b) => b.modifiedAt.localeCompare(a.modifiedAt),
    size: (a, b) => sizeOf(b) - sizeOf(a),
  };
  const visible = [...listed].sort(compare[sort]);
  const visibleIds = new Set(visible.map((item) => item.id));

  let title: string;
  if (words.length > 0) {
    title = 'Search results';
  } else if (place.type === 'view') {
    title = viewNames[place.id];
  } else {
    title = pathTo(place.id).at(-1)?.name ?? 'Files';
  }

  const update = (ids: string[], change: (item: DriveItem) => Partial<DriveItem>) =>
    setItems((current) => current.map((item) => (ids.includes(item.id) ? { ...item, ...change(item) } : item)));

  const go = (next: Place) => {
    setPlace(next);
    setSearch('');
    setSelected([]);
    setActiveId(null);
  };

  return {
    items,
    place,
    search,
    sort,
    layout,
    title,
    visible,
    /** Checked items still on screen: a search can hide some. */
    selected: selected.filter((id) => visibleIds.has(id)),
    active: activeId ? (byId.get(activeId) ?? null) : null,
    setSearch,
    setSort,
    setLayout,
    setSelected,
    sizeOf,
    pathTo,
    isGone,
    childCount: (id: string) => childrenOf(id).length,
    usedIn: (driveId: string) =>
      items.filter((item) => pathTo(item.parentId)[0]?.id === driveId).reduce((sum, item) => sum + item.size, 0),
    openFolder: (id: string) => go({ type: 'folder', id }),
    openView: (id: ViewId) => go({ type: 'view', id }),
    showDetails: (id: string | null) => setActiveId(id),
    toggleSelected: (id: string) =>
      setSelected((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id])),
    setStarred: (ids: string[], starred: boolean) => update(ids, () => ({ starred })),
    moveToTrash(ids: string[]) {
      update(ids, () => ({ trashed: true }));
      setSelected((current) => current.filter((id) => !ids.includes(id)));
      setActiveId((current) => (current && ids.includes(current) ? null : current));
    },
    restore(ids: string[]) {
      update(ids, () => ({ trashed: false }));
      setSelected((current) => current.filter((id) => !ids.includes(id)));
    },
  };
}

export type Drive = ReturnType<typeof useDrive>;
