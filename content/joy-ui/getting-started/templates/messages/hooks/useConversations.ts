import * as React from 'react';
import { conversations as sample, type ChatMessage, type Conversation } from '../data/conversations';
import { ME, person } from '../data/people';
import { sentNow } from '../utils/dates';

/** A direct conversation is named after the other person; a group by its title. */
export function titleOf(conversation: Conversation): string {
  return conversation.title ?? person(conversation.memberIds.find((id) => id !== ME) ?? ME).name;
}

export function lastMessage(conversation: Conversation): ChatMessage | undefined {
  return conversation.messages.at(-1);
}

/**
 * The conversations and what the reader does with them. Sending only appends to local state:
 * post the message to your chat service in `send`, and merge in what arrives from it (a socket,
 * server-sent events) with `setConversations`.
 */
export function useConversations() {
  const [conversations, setConversations] = React.useState(sample);
  const [activeId, setActiveId] = React.useState<string | null>('stage-management');
  const [paneOpen, setPaneOpen] = React.useState(false);
  const [search, setSearch] = React.useState('');
  const [drafts, setDrafts] = React.useState<Record<string, string>>({});

  const change = (id: string, update: (conversation: Conversation) => Partial<Conversation>) =>
    setConversations((current) => current.map((item) => (item.id === id ? { ...item, ...update(item) } : item)));

  const query = search.trim().toLowerCase();
  const listed = conversations
    .map((conversation) => {
      const inTitle = titleOf(conversation).toLowerCase().includes(query);
      const hit = query ? [...conversation.messages].reverse().find((message) => message.text.toLowerCase().includes(query)) : undefined;
      return { conversation, hit, matches: !query || inTitle || Boolean(hit) };
    })
    .filter((entry) => entry.matches)
    .sort((a, b) => (lastMessage(b.conversation)?.sentAt ?? '').localeCompare(lastMessage(a.conversation)?.sentAt ?? ''));

  return {
    listed,
    search,
    setSearch,
    paneOpen,
    drafts,
    active: conversations.find((item) => item.id === activeId) ?? null,
    totalUnread: conversations.reduce((sum, item) => sum + item.unread, 0),
    open(id: string) {
      setActiveId(id);
      setPaneOpen(true);
      change(id, () => ({ unread: 0 }));
    },
    /** Back to the list, on phones. */
    close: () => setPaneOpen(false),
    setDraft: (id: string, text: string) => setDrafts((current) => ({ ...current, [id]: text })),
    send(id: string, text: string) {
      const message: ChatMessage = { id: `local-${Date.now()}`, authorId: ME, text, sentAt: sentNow() };
      change(id, (conversation) => ({ messages: [...conversation.messages, message] }));
      setDrafts((current) => ({ ...current, [id]: '' }));
    },
    markUnread(id: string) {
      change(id, () => ({ unread: 1 }));
      setActiveId(null);
      setPaneOpen(false);
    },
    toggleMute: (id: string) => change(id, (conversation) => ({ muted: !conversation.muted })),
  };
}

export type Inbox = ReturnType<typeof useConversations>;
