/**
 * What the e2e specs expect, read from the content the server runs with
 * (CONTENT_DIR, else the sample): an owner's own folder keeps the specs green.
 */
import type { FakePost } from "../fakes/oembed";
import { testContent } from "../helpers/content";

export const content = testContent();
export const { profile, projects, skillCategories } = content;

/** A project link that is shown (not "" and not "#", this very site). */
export const isLink = (url: string) => url !== "" && url !== "#";

/** The project whose posts the fake oEmbed server knows: its first post answers, the others fail. */
export const postProject = projects.find((p) => p.twitterPosts.length > 0);
export const okPostUrl = postProject?.twitterPosts[0];
export const failedPostUrl = postProject?.twitterPosts[1];
export const postId = (url: string) => url.split("/").filter(Boolean).pop() ?? "";
export const postHandle = (url: string) => new URL(url).pathname.split("/")[1];

/** The text the fake gives the answering post. */
export const OK_POST_TEXT = "Version 1.0 is out & open source!";

export function fakePosts(): Record<string, FakePost> {
  if (!okPostUrl) return {};
  return {
    [postId(okPostUrl)]: {
      authorName: profile.name,
      handle: postHandle(okPostUrl),
      html: 'Version 1.0 is out &amp; open source!<br><br>Try it: <a href="https://t.co/abc">https://t.co/abc</a>',
      date: "May 14, 2024",
    },
  };
}

/** `text` as a literal inside a regular expression. */
export const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
