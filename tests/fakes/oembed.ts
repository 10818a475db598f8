/**
 * A fake publish.twitter.com oEmbed endpoint on 127.0.0.1 (real HTTP, the
 * real wire format). Known post ids answer 200 with the blockquote markup;
 * anything else answers 404, which the app turns into a plain link.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakePost {
  authorName: string;
  handle: string;
  /** Paragraph HTML as X sends it (entities, links, <br>). */
  html: string;
  date: string;
}

export const FAKE_POSTS: Record<string, FakePost> = {
  "1790000000000000001": {
    authorName: "Clara Adler",
    handle: "clad_dev",
    html: 'Stream Copilot 1.0 is out &amp; open source! Chat moderation with an LLM in the loop.<br><br>Try it: <a href="https://t.co/abc">https://t.co/abc</a> <a href="https://twitter.com/hashtag/twitch?src=hash">#twitch</a>',
    date: "May 14, 2024",
  },
};

export function oembedBody(url: string, post: FakePost) {
  return {
    url,
    author_name: post.authorName,
    author_url: `https://twitter.com/${post.handle}`,
    html:
      `<blockquote class="twitter-tweet" data-theme="dark"><p lang="en" dir="ltr">${post.html}</p>&mdash; ${post.authorName} (@${post.handle}) ` +
      `<a href="${url}?ref_src=twsrc%5Etfw">${post.date}</a></blockquote>\n<script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script>\n`,
    width: 550,
    height: null,
    type: "rich",
    cache_age: "3153600000",
    provider_name: "Twitter",
    provider_url: "https://twitter.com",
    version: "1.0",
  };
}

export interface FakeOembed {
  url: string;
  requests: string[];
  close(): Promise<void>;
}

export async function startFakeOembed(posts: Record<string, FakePost> = FAKE_POSTS): Promise<FakeOembed> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const address = new URL(req.url ?? "/", "http://127.0.0.1");
    const target = address.searchParams.get("url") ?? "";
    requests.push(target);
    const id = target.split("?")[0].split("/").filter(Boolean).pop() ?? "";
    const post = address.pathname === "/oembed" ? posts[id] : undefined;
    if (!post) {
      res.writeHead(404, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ errors: [{ message: "Not found" }] }));
      return;
    }
    res.writeHead(200, { "Content-Type": "application/json; charset=utf-8" });
    res.end(JSON.stringify(oembedBody(target, post)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/oembed`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
