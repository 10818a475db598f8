/**
 * What a visitor's own no-JS terminal page costs: a session filled to its caps (lines and bytes),
 * then its page's size, how fast it is answered again (each answer the shared page with the session's
 * terminal rendered alone and spliced in), and how fast when the shared page must be rendered too (each
 * request another query string: nothing kept).
 */
import zlib from "node:zlib";
import autocannon from "autocannon";

export interface PersonalPageResult {
  posts: number;
  rawBytes: number;
  gzipBytes: number;
  /** Lines shown, out of the lines the session holds. */
  shownLines: number;
  again: { rps: number; p50: number; p99: number; non2xx: number };
  rendered: { rps: number; p50: number; p99: number; non2xx: number };
}

/**
 * Echoed lines of 1,000 characters: each post keeps two lines and a history entry of that size, so 120
 * posts fill a session's 150 lines and its byte cap at once (longer lines would leave fewer lines kept).
 */
const LONG_ECHO = (i: number) => `echo ${String(i).padStart(4, "0")} ${"x".repeat(990)}`;

/** Posts long lines in one session until it is at its caps; returns its cookie ("term_session=…"). */
export async function fullSession(url: string, posts = 120): Promise<string> {
  let cookie = "";
  for (let i = 0; i < posts; i++) {
    const res = await fetch(`${url}/?index&lng=en`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
      body: new URLSearchParams({ intent: "terminal", line: LONG_ECHO(i) }),
    });
    if (res.status !== 303) throw new Error(`terminal post answered ${res.status}`);
    const set = res.headers
      .getSetCookie()
      .find((c) => c.startsWith("term_session="))
      ?.split(";")[0];
    if (set) cookie = set;
  }
  return cookie;
}

const summary = (result: autocannon.Result) => ({
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: result.non2xx,
});

export async function measurePersonalPage(url: string, options: { duration: number; connections: number }): Promise<PersonalPageResult> {
  const posts = 120;
  const cookie = await fullSession(url, posts);
  const body = Buffer.from(await (await fetch(`${url}/?lng=en`, { headers: { cookie } })).arrayBuffer());
  const html = body.toString("utf8");
  const log = html.slice(html.indexOf('data-testid="terminal-output"'), html.indexOf('data-testid="terminal-form"'));
  const headers = { cookie, "accept-encoding": "gzip, deflate, br" };
  const base = { headers, connections: options.connections };
  const page = `${url}/?lng=en`;
  await autocannon({ ...base, url: page, duration: 2 });
  const again = await autocannon({ ...base, url: page, duration: options.duration });
  let n = 0;
  // A parameter the page reads (an unknown one shares its variant's entry: ADR 048), a new value each time.
  const fresh = { ...base, url, requests: [{ setupRequest: (req: object) => ({ ...req, path: `/?lng=en&skill=${n++}` }) }] };
  await autocannon({ ...fresh, duration: 2 });
  const rendered = await autocannon({ ...fresh, duration: options.duration });
  return {
    posts,
    rawBytes: body.length,
    gzipBytes: zlib.gzipSync(body).length,
    shownLines: (log.match(/class="term-line /g) ?? []).length,
    again: summary(again),
    rendered: summary(rendered),
  };
}
