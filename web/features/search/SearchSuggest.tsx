// Type-ahead under a search input: <SearchSuggest inputId="site-search" /> next to the input (inside a
// position:relative box). It listens to that input, asks GET /bff/suggest?q= (debounced), and offers
// products, categories and stores; ↑/↓ move, Enter opens the highlighted one, Esc closes.
import { useEffect, useRef, useState } from 'react';
import { navigate } from 'vike/client/router';
import { apiGet } from '../../api/bff-client.ts';
import './search-suggest.css';

export interface SuggestItem {
  kind: 'product' | 'category' | 'store';
  label: string;
  href: string;
}

const KIND_LABEL: Record<SuggestItem['kind'], string> = { product: '商品', category: '分类', store: '店铺' };
const DEBOUNCE_MS = 120;

export function SearchSuggest({ inputId }: { inputId: string }) {
  const [items, setItems] = useState<SuggestItem[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const state = useRef({ items, active, open });
  state.current = { items, active, open };
  const listId = `${inputId}-suggest`;

  useEffect(() => {
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    if (!input) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let seq = 0;
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', listId);
    input.setAttribute('autocomplete', 'off');
    const onInput = () => {
      clearTimeout(timer);
      const q = input.value.trim();
      if (!q) {
        setItems([]);
        setOpen(false);
        return;
      }
      timer = setTimeout(() => {
        const mine = ++seq;
        apiGet<{ items: SuggestItem[] }>('/bff/suggest', { q })
          .then((answer) => {
            if (mine !== seq) return;
            setItems(answer.items);
            setActive(-1);
            setOpen(answer.items.length > 0);
          })
          .catch(() => undefined);
      }, DEBOUNCE_MS);
    };
    const onKey = (event: KeyboardEvent) => {
      const { items: list, active: index, open: shown } = state.current;
      if (!shown || !list.length) return;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const next = event.key === 'ArrowDown' ? (index + 1) % list.length : (index - 1 + list.length) % list.length;
        setActive(next);
        input.setAttribute('aria-activedescendant', `${listId}-${next}`);
      } else if (event.key === 'Enter' && index >= 0) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        void navigate(list[index]!.href);
      } else if (event.key === 'Escape') {
        // closes the list only: a type="search" input would otherwise also clear the text
        event.preventDefault();
        setOpen(false);
      }
    };
    // A plain search (Enter with nothing highlighted) closes the list and drops a pending lookup.
    const onSubmit = () => {
      clearTimeout(timer);
      seq += 1;
      setOpen(false);
    };
    const form = input.form;
    const onBlur = () => setTimeout(() => setOpen(false), 150);
    const onFocus = () => state.current.items.length && setOpen(true);
    input.addEventListener('input', onInput);
    input.addEventListener('keydown', onKey);
    input.addEventListener('blur', onBlur);
    input.addEventListener('focus', onFocus);
    form?.addEventListener('submit', onSubmit);
    return () => {
      clearTimeout(timer);
      input.removeEventListener('input', onInput);
      input.removeEventListener('keydown', onKey);
      input.removeEventListener('blur', onBlur);
      input.removeEventListener('focus', onFocus);
      form?.removeEventListener('submit', onSubmit);
    };
  }, [inputId, listId]);

  useEffect(() => {
    document.getElementById(inputId)?.setAttribute('aria-expanded', String(open));
  }, [open, inputId]);

  if (!open) return null;
  // The combobox pattern: focus stays in the search input and aria-activedescendant names the option, so the list
  // and its options take ARIA roles and are not focusable themselves.
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a listbox of a combobox (see above)
    <ul className="search-suggest" id={listId} role="listbox" aria-label="搜索建议">
      {items.map((item, index) => (
        // biome-ignore lint/a11y/useFocusableInteractive: an option of a combobox (see above)
        <li
          key={`${item.kind}-${item.href}`}
          id={`${listId}-${index}`}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of a combobox (see above)
          role="option"
          aria-selected={index === active}
          className={index === active ? 'active' : ''}
        >
          <a href={item.href} onMouseDown={(event) => event.preventDefault()} onClick={() => setOpen(false)}>
            <span className={`suggest-kind kind-${item.kind}`}>{KIND_LABEL[item.kind]}</span>
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
