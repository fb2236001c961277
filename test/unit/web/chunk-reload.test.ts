import { describe, expect, it } from 'vitest';
import { chunkFailureAction } from '../../../web/features/ui/chunk-reload.ts';

const MODULE_FETCH = 'Failed to fetch dynamically imported module: /assets/entries/web_pages_news_list.x.js';
const CSS = 'Unable to preload CSS for /assets/static/news.css';

describe('chunk load failures', () => {
  it('leaves a page module that cannot be fetched to the router (it loads the target from the server)', () => {
    expect(chunkFailureAction('preload', MODULE_FETCH, false)).toBe('leave-to-router');
    expect(chunkFailureAction('preload', MODULE_FETCH, true)).toBe('leave-to-router');
  });
  it('loads the page once for a failed stylesheet preload, then no more', () => {
    expect(chunkFailureAction('preload', CSS, false)).toBe('load-once');
    expect(chunkFailureAction('preload', CSS, true)).toBe('ignore');
  });
  it('loads once for a failed lazy import nobody handled; other rejections are not its business', () => {
    expect(chunkFailureAction('rejection', 'Importing a module script failed.', false)).toBe('load-once');
    expect(chunkFailureAction('rejection', MODULE_FETCH, true)).toBe('ignore');
    expect(chunkFailureAction('rejection', 'NetworkError when attempting to fetch resource.', false)).toBe('ignore');
  });
});
