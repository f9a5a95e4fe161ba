import * as React from 'react';
import { ME, messages as sampleMessages, NOW, type FolderId, type Message } from '../data/messages';

export type ListFilter = 'all' | 'unread' | 'attachments';

export interface Draft {
  to: string;
  subject: string;
  body: string;
}

function matchesSearch(message: Message, words: string[]) {
  const text = `${message.from.name} ${message.from.email} ${message.subject} ${message.body.join(' ')}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

/**
 * The mailbox's state and the actions on it. Replace the `setMessages` calls with requests to
 * your mail API (and keep the state as a cache) to make it real.
 */
export function useMailbox() {
  const [messages, setMessages] = React.useState(sampleMessages);
  const [folder, setFolder] = React.useState<FolderId>('inbox');
  const [selectedId, setSelectedId] = React.useState<string | null>('m1');
  const [readerOpen, setReaderOpen] = React.useState(false);
  const [search, setSearch] = React.useState('');
  const [filter, setFilter] = React.useState<ListFilter>('all');

  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const visible = messages
    .filter((message) => (words.length ? message.folder !== 'bin' : message.folder === folder))
    .filter((message) => matchesSearch(message, words))
    .filter((message) => filter === 'all' || (filter === 'unread' ? !message.read : message.attachments.length > 0))
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt));
  const selected = messages.find((message) => message.id === selectedId) ?? null;

  const update = (id: string, change: Partial<Message>) =>
    setMessages((current) => current.map((message) => (message.id === id ? { ...message, ...change } : message)));

  return {
    messages,
    folder,
    visible,
    selected,
    readerOpen,
    search,
    filter,
    setSearch,
    setFilter,
    unreadCount: (id: FolderId) => messages.filter((message) => message.folder === id && !message.read).length,
    openFolder(id: FolderId) {
      setFolder(id);
      setSearch('');
      setSelectedId(null);
      setReaderOpen(false);
    },
    openMessage(id: string) {
      setSelectedId(id);
      setReaderOpen(true);
      update(id, { read: true });
    },
    closeReader: () => setReaderOpen(false),
    toggleStar: (message: Message) => update(message.id, { starred: !message.starred }),
    markUnread(message: Message) {
      update(message.id, { read: false });
      setReaderOpen(false);
      setSelectedId(null);
    },
    moveTo(message: Message, target: FolderId) {
      update(message.id, { folder: target });
      setReaderOpen(false);
      setSelectedId(null);
    },
    send(draft: Draft) {
      const sent: Message = {
        id: `sent-${Date.now()}`,
        folder: 'sent',
        from: ME,
        to: draft.to,
        subject: draft.subject || '(no subject)',
        body: draft.body.split(/\n{2,}/),
        sentAt: NOW,
        read: true,
        starred: false,
        labels: [],
        attachments: [],
      };
      setMessages((current) => [sent, ...current]);
    },
  };
}

export type Mailbox = ReturnType<typeof useMailbox>;
