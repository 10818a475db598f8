/**
 * One X post as our own dark card (data from /resources/x-post): its text when it was fetched; when
 * it was not, what its URL tells (the handle, the date its id carries) and one link to it. With
 * several posts, each link says which one it opens, so no two links of the list read the same.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { TextSeparator } from "~/components/TextSeparator";
import { XLogoIcon } from "./icons";
import { postDateFromId, postHandleFromUrl, postIdFromUrl, type PostCardData } from "~/utils/post-card";

export function PostCard({ url, initial, index = 0, total = 1 }: { url: string; initial?: PostCardData; index?: number; total?: number }) {
  const { t, i18n } = useTranslation("projects");
  const [post, setPost] = useState<PostCardData | null>(initial ?? null);

  useEffect(() => {
    if (initial) return;
    const controller = new AbortController();
    fetch(`/resources/x-post?url=${encodeURIComponent(url)}`, { signal: controller.signal })
      .then(async (response) => {
        const body = (await response.json()) as { success?: boolean; post?: PostCardData };
        setPost(body.success && body.post ? body.post : { url, id: postIdFromUrl(url), status: "failed" });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("[x-posts] could not load", url, error);
        setPost({ url, id: postIdFromUrl(url), status: "failed" });
      });
    return () => controller.abort();
  }, [url, initial]);

  const id = postIdFromUrl(url);
  if (!post) {
    return (
      <div className="post-card post-loading" data-testid="post-card" data-post-id={id} data-state="loading" role="status">
        {t("post.loading")}
      </div>
    );
  }
  const numbered = total > 1 ? { n: index + 1, total } : null;
  if (post.status !== "ok") {
    const handle = postHandleFromUrl(url);
    const date = postDateFromId(id);
    return (
      <div className="post-card post-card-unfetched" data-state="failed">
        <p className="post-unfetched-meta">
          <XLogoIcon size={16} className="post-logo" />
          {handle ? <span className="post-handle">@{handle}</span> : null}
          {handle && date ? <TextSeparator /> : null}
          {date ? (
            <time dateTime={date.toISOString().slice(0, 10)}>
              {new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" }).format(date)}
            </time>
          ) : null}
        </p>
        <a className="post-fallback" data-testid="post-fallback" data-post-id={id} href={url} target="_blank" rel="noopener noreferrer">
          {numbered ? t("post.fallbackNth", numbered) : t("post.fallback")}
          <span className="visually-hidden"> {t("newTab")}</span>
        </a>
      </div>
    );
  }
  return (
    <article
      className="post-card"
      data-testid="post-card"
      data-post-id={id}
      data-state="ok"
      aria-label={t("post.by", { author: post.authorName ?? "" })}
    >
      <header className="post-author">
        <span className="post-avatar" aria-hidden="true">
          {(post.authorName ?? "?").slice(0, 1).toUpperCase()}
        </span>
        <span className="post-names">
          <span className="post-name">{post.authorName}</span>
          {post.authorHandle ? <span className="post-handle">@{post.authorHandle}</span> : null}
        </span>
        <XLogoIcon size={16} className="post-logo" />
      </header>
      {post.text ? <p className="post-text">{post.text}</p> : null}
      <footer className="post-meta">
        {post.postedAt ? <span>{post.postedAt}</span> : <span />}
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t("post.viewOnX")}
          {numbered ? <span className="visually-hidden"> ({t("post.nth", numbered)})</span> : null}
          <span className="visually-hidden"> {t("newTab")}</span>
        </a>
      </footer>
    </article>
  );
}
