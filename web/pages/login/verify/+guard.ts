// A bench for the safety verification in fixed mode (both kinds). It only exists while the embedded demo
// mall runs with its test hooks, so browser tests can reach the click-words captcha; otherwise 404.
import { render } from 'vike/abort';

export default function guard(): void {
  if (process.env.DEMO_MALL_TEST_HOOKS !== '1') throw render(404);
}
