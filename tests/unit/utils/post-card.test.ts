import { describe, expect, it } from "vitest";
import { decodeEntities, htmlToText, isPostUrl, parseOembed, postDateFromId, postHandleFromUrl, postIdFromUrl } from "~/utils/post-card";
import { FAKE_POSTS, oembedBody } from "../../fakes/oembed";

describe("what a post's URL tells without fetching it", () => {
  it("reads the creation time from a snowflake id, nothing from an older or malformed id", () => {
    const when = Date.UTC(2024, 4, 14, 9, 30);
    const id = ((BigInt(when - 1_288_834_974_657) << 22n) + 12345n).toString();
    expect(postDateFromId(id)?.getTime()).toBe(when);
    expect(postDateFromId("20")).toBeNull();
    expect(postDateFromId("clad_dev")).toBeNull();
    expect(postDateFromId("99999999999999999999")).toBeNull();
  });

  it("reads the author's handle from the URL", () => {
    expect(postHandleFromUrl("https://x.com/clad_dev/status/1790000000000000001")).toBe("clad_dev");
    expect(postHandleFromUrl("https://x.com/")).toBeNull();
    expect(postHandleFromUrl("not a url")).toBeNull();
  });
});

describe("post ids", () => {
  it("is the last path segment of the URL", () => {
    expect(postIdFromUrl("https://x.com/clad_dev/status/1790000000000000001")).toBe("1790000000000000001");
    expect(postIdFromUrl("https://twitter.com/a/status/42/?s=20")).toBe("42");
    expect(postIdFromUrl("https://twitter.com/clad_dev")).toBe("clad_dev");
  });

  it("accepts only https post URLs on x.com or twitter.com", () => {
    expect(isPostUrl("https://x.com/clad_dev/status/1790000000000000001")).toBe(true);
    expect(isPostUrl("https://twitter.com/clad_dev/status/1")).toBe(true);
    expect(isPostUrl("http://x.com/clad_dev/status/1")).toBe(false);
    expect(isPostUrl("https://evil.com/clad_dev/status/1")).toBe(false);
    expect(isPostUrl("https://x.com/clad_dev")).toBe(false);
    expect(isPostUrl("not a url")).toBe(false);
  });
});

describe("oEmbed parsing", () => {
  it("reads text, author and date from the blockquote as plain text", () => {
    const url = "https://x.com/clad_dev/status/1790000000000000001";
    const parsed = parseOembed(oembedBody(url, FAKE_POSTS["1790000000000000001"]));
    expect(parsed).toEqual({
      authorName: "Clara Adler",
      authorUrl: "https://twitter.com/clad_dev",
      authorHandle: "clad_dev",
      text: "Stream Copilot 1.0 is out & open source! Chat moderation with an LLM in the loop.\n\nTry it: https://t.co/abc #twitch",
      postedAt: "May 14, 2024",
    });
  });

  it("never keeps markup from the post", () => {
    const parsed = parseOembed({
      author_name: "A",
      author_url: "https://twitter.com/a",
      html: '<blockquote><p>&lt;script&gt;x&lt;/script&gt; <img src=x onerror=alert(1)>hi</p>&mdash; A (@a) <a href="u">June 1, 2024</a></blockquote>',
    });
    expect(parsed?.text).toBe("<script>x</script> hi");
    expect(parsed?.postedAt).toBe("June 1, 2024");
  });

  it("rejects answers without text or author", () => {
    expect(parseOembed(null)).toBeNull();
    expect(parseOembed("x")).toBeNull();
    expect(parseOembed({ html: "" })).toBeNull();
  });

  it("decodes entities and breaks", () => {
    expect(decodeEntities("&amp;&lt;&#39;&#x1F600;&unknown;")).toBe("&<'😀&unknown;");
    expect(htmlToText("a<br>b<br/>c")).toBe("a\nb\nc");
  });
});
