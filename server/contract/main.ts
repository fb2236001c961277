// Entry of `npm run contract` (contract-cli.ts): the check of a backend against what the storefront relies on.
import { runContractCli } from './contract-cli.ts';

process.exitCode = await runContractCli(process.argv.slice(2), (text) => process.stdout.write(text));
