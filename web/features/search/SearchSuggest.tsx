// Type-ahead under a search input: <SearchSuggest inputId="site-search" /> next to the input (inside a
// position:relative box). It listens to that input, asks GET /bff/suggest?q= (debounced), and offers
// products, categories and stores; ↑/↓ move, Enter opens the highlighted one, Esc closes.
import { useEffect, useRef, useState } from 'react';
import { attachSuggest, type SuggestItem } from './suggest-input.ts';
import './search-suggest.css';

const KIND_LABEL: Record<SuggestItem['kind'], string> = { product: '商品', category: '分类', store: '店铺' };

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
    const detach = attachSuggest(input, listId, { read: () => state.current, setItems, setActive, setOpen });
    // loaded on focus (SearchBox.tsx): what was typed while this code loaded is asked about now
    if (document.activeElement === input && input.value) input.dispatchEvent(new Event('input'));
    return detach;
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
