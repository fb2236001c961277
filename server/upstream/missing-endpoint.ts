// "The backend has no such call": what a stock CRMEB answers for a route it lacks, as the server reader reports it.
// ThinkPHP's route miss answers the PC shell (HTML, HTTP 200) or, asked for JSON, `{code: 404}`; a web server in
// front may answer its own 404 page; a controller that exists but does not read our parameters fails with the
// envelope status 400. Callers with a fallback (the footer's article columns) use it on any of these.
import { isMallReadError } from '#shared/api/mall-reader.ts';

export function isMissingEndpoint(error: unknown): boolean {
  if (!isMallReadError(error)) return false;
  // An HTML page, text, a file or broken JSON where JSON was expected.
  if (error.code === 'UPSTREAM_BAD_RESPONSE') return true;
  return error.httpStatus === 404 || error.status === 404 || error.status === 400;
}
