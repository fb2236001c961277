// A bench for the safety verification in fixed mode (both kinds). It only exists while the embedded demo
// mall runs with its test hooks, so browser tests can reach the click-words captcha; otherwise 404.
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';

export default function guard(pageContext: PageContextServer): void {
  if (!pageContext.demoTestHooks) throw render(404);
}
