import type MiniSearch from 'minisearch';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { PRODUCTS, type ProductId } from '../products/products';
import { iconButton } from '../theme/controls.styles';
import { Icon } from '../theme/icons';
import { groupByProduct, loadIndex, RECENT_SEARCHES_KEY, rememberSearch, type SearchDoc, type SearchHit, type SearchIndexUrls, searchSite } from './search';
import * as styles from './SearchDialog.styles';

/** Props of {@link SearchDialog}, serialised into the island by the build. */
export interface SearchDialogProps {
  /** URLs of the build's search indexes (hashed, cacheable, kept offline as they are fetched). */
  index: SearchIndexUrls;
  productId: ProductId;
}

/** The first tier (pages), shared by every open of the dialog; a failed fetch is retried on the next open. */
let pagesTier: Promise<MiniSearch<SearchDoc>> | undefined;
/** The product shards (sections and props), fetched once the first tier is in. */
let shardTier: Promise<MiniSearch<SearchDoc>[]> | undefined;

function fetchIndex(url: string): Promise<MiniSearch<SearchDoc>> {
  return fetch(url).then((response) => {
    if (!response.ok) throw new Error(`search index: ${response.status}`);
    return response.text().then(loadIndex);
  });
}

function readRecent(): SearchHit[] {
  try {
    return JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]') as SearchHit[];
  } catch {
    return [];
  }
}

/**
 * The search dialog: a combobox over a grouped listbox. Arrow keys move, Enter opens,
 * Escape closes; the index loads on first open; recent searches are remembered locally.
 */
export default function SearchDialog({ index: urls, productId }: SearchDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [loaded, setLoaded] = useState<MiniSearch<SearchDoc>[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [active, setActive] = useState(0);
  const [recent, setRecent] = useState<SearchHit[]>([]);

  useEffect(() => {
    if (!open) return;
    dialog.current?.showModal();
    input.current?.focus();
    setRecent(readRecent());
    pagesTier ??= fetchIndex(urls.pages);
    pagesTier.then(
      (pages) => {
        setLoaded((current) => current ?? [pages]);
        shardTier ??= Promise.all(urls.shards.map(fetchIndex));
        shardTier.then(
          (shards) => setLoaded([pages, ...shards]),
          () => {
            // Pages stay searchable; sections and props come on the next open.
            shardTier = undefined;
          },
        );
      },
      () => {
        pagesTier = undefined;
        setFailed(true);
      },
    );
  }, [open, urls]);

  const hits = useMemo(() => (loaded && query ? searchSite(loaded, query) : query ? [] : recent), [loaded, query, recent]);
  const groups = useMemo(() => groupByProduct(hits, productId), [hits, productId]);
  const ordered = groups.flatMap((group) => group.hits);

  const go = (hit: SearchHit) => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(rememberSearch(readRecent(), hit)));
    dialog.current?.close();
    window.location.assign(hit.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (ordered.length ? (current + step + ordered.length) % ordered.length : 0));
    } else if (event.key === 'Escape') {
      // A search input would clear itself first; Escape closes the dialog at once.
      event.preventDefault();
      dialog.current?.close();
    } else if (event.key === 'Enter' && ordered[active]) {
      event.preventDefault();
      go(ordered[active]);
    }
  };

  // A dialog closed a moment ago (Escape) keeps its element until its `close` event arrives, a
  // task later: a shortcut pressed in between opens that element again at once, and the late
  // event, finding it open, leaves it be.
  const reopen = () => {
    if (dialog.current && !dialog.current.open) {
      dialog.current.showModal();
      input.current?.focus();
    }
    setOpen(true);
  };

  const optionId = (position: number) => `search-option-${position}`;
  let position = -1;
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        data-search-open=""
        aria-label="Search"
        aria-haspopup="dialog"
        title="Search (Ctrl K, ⌘K or /)"
        onClick={reopen}
      >
        <Icon name="search" />
        <span data-label="">Search</span>
      </button>
      {open && (
        // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes the dialog; Escape does it from the keyboard.
        <dialog
          ref={dialog}
          className={styles.dialog}
          aria-label="Search the docs"
          onClose={() => !dialog.current?.open && setOpen(false)}
          onClick={(event) => event.target === dialog.current && dialog.current?.close()}
        >
          <div className={styles.field}>
            <Icon name="search" />
            <input
              ref={input}
              type="search"
              role="combobox"
              aria-label="Search"
              aria-expanded={ordered.length > 0}
              aria-controls="search-results"
              aria-activedescendant={ordered.length ? optionId(active) : undefined}
              aria-autocomplete="list"
              placeholder="Search components, props, guides…"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
            />
            <button type="button" className={iconButton} aria-label="Close search" onClick={() => dialog.current?.close()}>
              <Icon name="close" />
            </button>
          </div>
          {failed && <p className={styles.status}>Search is unavailable right now.</p>}
          {!failed && query && loaded && ordered.length === 0 && (
            <p className={styles.status} role="status">
              No results for “{query}”.
            </p>
          )}
          {!failed && query && !loaded && (
            <p className={styles.status} role="status">
              Loading search…
            </p>
          )}
          {!query && recent.length > 0 && <p className={styles.status}>Recent searches</p>}
          <div id="search-results" role="listbox" aria-label="Results" className={styles.results}>
            {groups.map((group) => (
              <div key={group.productId} role="group" aria-label={group.name}>
                <p aria-hidden="true">{PRODUCTS[group.productId].name}</p>
                {group.hits.map((hit) => {
                  position += 1;
                  const here = position;
                  return (
                    <a
                      key={hit.url}
                      id={optionId(here)}
                      role="option"
                      aria-selected={here === active}
                      href={hit.url}
                      onMouseMove={() => setActive(here)}
                      onClick={(event) => {
                        event.preventDefault();
                        go(hit);
                      }}
                    >
                      {hit.title}
                      {hit.kind !== 'page' && <span>{hit.kind === 'prop' ? `Prop of ${hit.page}` : hit.page}</span>}
                    </a>
                  );
                })}
              </div>
            ))}
          </div>
        </dialog>
      )}
    </>
  );
}
