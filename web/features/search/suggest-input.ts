// How SearchSuggest.tsx listens to its search input, without React: the combobox attributes on the input, the
// debounced lookup as the text changes, the keys (↑/↓ move, Enter opens the highlighted one, Esc closes), and a
// plain search that drops a pending lookup. `attachSuggest` returns what removes it all again.
import { navigate } from 'vike/client/router';
import { apiGet } from '../../api/bff-client.ts';

export interface SuggestItem {
  kind: 'product' | 'category' | 'store';
  label: string;
  href: string;
}

const DEBOUNCE_MS = 120;

/** What the listeners read and change of the component's state. */
export interface SuggestState {
  read: () => { items: SuggestItem[]; active: number; open: boolean };
  setItems: (items: SuggestItem[]) => void;
  setActive: (index: number) => void;
  setOpen: (open: boolean) => void;
}

function keyHandler(input: HTMLInputElement, listId: string, state: SuggestState) {
  return (event: KeyboardEvent) => {
    const { items: list, active: index, open: shown } = state.read();
    if (!shown || !list.length) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = event.key === 'ArrowDown' ? (index + 1) % list.length : (index - 1 + list.length) % list.length;
      state.setActive(next);
      input.setAttribute('aria-activedescendant', `${listId}-${next}`);
    } else if (event.key === 'Enter' && index >= 0) {
      event.preventDefault();
      event.stopPropagation();
      state.setOpen(false);
      void navigate(list[index]!.href);
    } else if (event.key === 'Escape') {
      // closes the list only: a type="search" input would otherwise also clear the text
      event.preventDefault();
      state.setOpen(false);
    }
  };
}

export function attachSuggest(input: HTMLInputElement, listId: string, state: SuggestState): () => void {
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
      state.setItems([]);
      state.setOpen(false);
      return;
    }
    timer = setTimeout(() => {
      const mine = ++seq;
      apiGet<{ items: SuggestItem[] }>('/bff/suggest', { q })
        .then((answer) => {
          if (mine !== seq) return;
          state.setItems(answer.items);
          state.setActive(-1);
          state.setOpen(answer.items.length > 0);
        })
        .catch(() => undefined);
    }, DEBOUNCE_MS);
  };
  const onKey = keyHandler(input, listId, state);
  // A plain search (Enter with nothing highlighted) closes the list and drops a pending lookup.
  const onSubmit = () => {
    clearTimeout(timer);
    seq += 1;
    state.setOpen(false);
  };
  const form = input.form;
  const onBlur = () => setTimeout(() => state.setOpen(false), 150);
  const onFocus = () => state.read().items.length && state.setOpen(true);
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
}
