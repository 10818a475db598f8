/** One X post as our own dark card (data from /resources/x-post), or a plain link. */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { XLogoIcon } from "./icons";
import { postIdFromUrl, type PostCardData } from "~/utils/post-card";

export function PostCard({ url, initial }: { url: string; initial?: PostCardData }) {
  const { t } = useTranslation("projects");
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
  if (post.status !== "ok") {
    return (
      <a className="post-fallback" data-testid="post-fallback" data-post-id={id} href={url} target="_blank" rel="noopener noreferrer">
        {t("post.fallback")}
        <span className="visually-hidden"> {t("newTab")}</span>
      </a>
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
          <span className="visually-hidden"> {t("newTab")}</span>
        </a>
      </footer>
    </article>
  );
}
