// `npm run contract -- --mall URL [--account PHONE --password PW [--cart-probe]] [--timeout MS]`: reads the
// arguments, runs the check and prints the table, then the shop's switches. Returns the exit code: 0 only when no
// call fails (a missing call the storefront falls back from does not fail). The password may come from
// CONTRACT_PASSWORD instead of the command line, where other users of the machine could read it.
import { printTable } from './print-table.ts';
import { runContract } from './run-contract.ts';

export const USAGE = 'usage: npm run contract -- --mall https://your-backend [--account PHONE --password PW [--cart-probe]] [--timeout MS]';

/** Per call, unless --timeout says otherwise. */
export const DEFAULT_TIMEOUT_MS = 10_000;
const MAX_TIMEOUT_MS = 120_000;
/** One answer is read up to this size; the storefront's own cap is larger, but no answer it checks is near it. */
export const CONTRACT_MAX_ANSWER_BYTES = 2 * 1024 * 1024;

interface CliArgs {
  mall: string;
  account?: { phone: string; password: string };
  timeoutMs: number;
  cartProbe: boolean;
}

function parseArgs(argv: readonly string[], env: Record<string, string | undefined>): CliArgs | string {
  const values = new Map<string, string>();
  let cartProbe = false;
  for (let index = 0; index < argv.length; index += 1) {
    const name = argv[index] ?? '';
    if (name === '--cart-probe') {
      cartProbe = true;
      continue;
    }
    if (!['--mall', '--account', '--password', '--timeout'].includes(name)) return `unknown argument ${name.slice(0, 40)}`;
    const value = argv[index + 1];
    if (value === undefined || value.startsWith('--')) return `${name} needs a value`;
    values.set(name, value);
    index += 1;
  }
  const mall = values.get('--mall');
  if (!mall || !/^https?:\/\/[^\s/?#]+(?:\/[^\s?#]*)?$/i.test(mall)) return '--mall must be an http(s) address';
  const timeoutMs = Number(values.get('--timeout') ?? DEFAULT_TIMEOUT_MS);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > MAX_TIMEOUT_MS) return `--timeout must be 100 to ${MAX_TIMEOUT_MS} ms`;
  const phone = values.get('--account');
  const password = values.get('--password') ?? env.CONTRACT_PASSWORD;
  if (phone && !password) return '--account needs --password (or CONTRACT_PASSWORD)';
  if (cartProbe && !phone) return '--cart-probe needs --account';
  return { mall, timeoutMs, cartProbe, ...(phone && password ? { account: { phone, password } } : {}) };
}

export async function runContractCli(
  argv: readonly string[],
  write: (text: string) => void,
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  const args = parseArgs(argv, env);
  if (typeof args === 'string') {
    write(`${args}\n${USAGE}\n`);
    return 2;
  }
  const mode = args.cartProbe ? 'with the cart probe: one buy-now line added, priced and removed' : 'read-only';
  write(`Contract check of ${args.mall}${args.account ? ` with account ${args.account.phone}` : ''} (${mode})\n\n`);
  const results = await runContract({
    mallUrl: args.mall,
    timeoutMs: args.timeoutMs,
    cartProbe: args.cartProbe,
    maxAnswerBytes: CONTRACT_MAX_ANSWER_BYTES,
    ...(args.account ? { account: args.account } : {}),
  });
  write(`${printTable(results)}\n`);
  return results.some((result) => result.verdict === 'fails') ? 1 : 0;
}
