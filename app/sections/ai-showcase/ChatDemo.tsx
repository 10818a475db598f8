/** The scripted chat demo: loading history, then a conversation driven by quick suggestions. */
import { Fragment, lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { TextSeparator } from "~/components/TextSeparator";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/components/use-hydrated";
import { useContent } from "~/content/use-content";
import { socialUrl } from "~/content/socials";
import { initialMessages, replyTo, sampleConversation, SUGGESTIONS, type ChatMessage } from "./chat";
import { BotIcon, RotateCcw, SendIcon, UserIcon } from "./icons";

// Not in the first page load: fetched when the first AI message renders.
const Markdown = lazy(() => import("./Markdown"));
/** Shown only after the weather suggestion is clicked. */
const WeatherCard = lazy(() => import("./WeatherCard").then((module) => ({ default: module.WeatherCard })));

/** How long the "loading history" indicator stays before the conversation shows. */
export const HISTORY_DELAY_MS = 600;

/** `sample`: part of the conversation shown without JavaScript (no controls in it). */
function MessageBody({ message, sample = false }: { message: ChatMessage; sample?: boolean }) {
  const { t } = useTranslation("showcase");
  // Canned texts are worded again in the current language (after a language switch too).
  const text = message.textKey ? t(message.textKey, message.textParams) : message.text;
  switch (message.type) {
    case "text":
      if (message.sender === "user") return <p>{text}</p>;
      return (
        <Suspense fallback={<p>{text}</p>}>
          <Markdown text={text ?? ""} />
        </Suspense>
      );
    case "image":
      return <img className="chat-image" src={message.image} alt={t("chat.imageAlt")} width={320} height={200} />;
    case "weather":
      return message.data ? (
        <Suspense fallback={<p className="visually-hidden">{message.text}</p>}>
          <WeatherCard data={message.data} summaryOnly={sample} />
        </Suspense>
      ) : (
        <p>{t("chat.unknownType")}</p>
      );
    default:
      return <p>{t("chat.unknownType")}</p>;
  }
}

function ChatMessageView({ message, sample = false }: { message: ChatMessage; sample?: boolean }) {
  const { t } = useTranslation("showcase");
  return (
    <div className={`chat-message chat-${message.sender}`} data-sender={message.sender} data-type={message.type}>
      <span className="chat-message-avatar" aria-hidden="true">
        {message.sender === "ai" ? <BotIcon size={16} /> : <UserIcon size={16} />}
      </span>
      <div className="chat-bubble">
        <span className="visually-hidden">
          {t("common:labelled", { label: message.sender === "ai" ? t("chat.agent") : t("chat.you") })}
        </span>
        <MessageBody message={message} sample={sample} />
      </div>
    </div>
  );
}

export function ChatDemo() {
  const github = socialUrl(useContent().profile.socials, "github");
  const { t } = useTranslation("showcase");
  const [loading, setLoading] = useState(true);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const logRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  // Without JavaScript nothing ever loads: the log is not busy (it holds the static sample).
  const hydrated = useHydrated();
  const tRef = useRef(t);
  tRef.current = t;

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setMessages(initialMessages(tRef.current, github));
      setLoading(false);
    }, HISTORY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [github]);

  // Keep the newest message in view.
  useEffect(() => {
    const log = logRef.current;
    if (log && messages.length > 1) log.scrollTop = log.scrollHeight;
  }, [messages]);

  const reset = useCallback(() => {
    setMessages(initialMessages(t, github));
    setLoading(false);
  }, [t, github]);

  const ask = (text: string) => setMessages((current) => [...current, ...replyTo(text, t)]);

  return (
    <section className="chat-demo" data-testid="chat-demo" aria-labelledby={titleId}>
      <div className="chat-header">
        <span className="chat-avatar" aria-hidden="true">
          <BotIcon />
        </span>
        <div className="chat-heading">
          <h3 id={titleId}>{t("chat.title")}</h3>
          <p>{t("chat.subtitle")}</p>
        </div>
        {/* Icon buttons are named by visually hidden text: text browsers show it (lynx reads no ARIA). */}
        <button type="button" className="chat-reset" onClick={reset} title={t("chat.reset")}>
          <RotateCcw />
          <span className="visually-hidden">{t("chat.reset")}</span>
        </button>
      </div>

      <div
        ref={logRef}
        className="chat-messages"
        role="log"
        aria-live="polite"
        aria-label={t("chat.messagesLabel")}
        aria-busy={hydrated && loading}
        // A scrollable region must be reachable by keyboard (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        data-testid="chat-messages"
      >
        {loading ? (
          <>
            {/* Only with JavaScript: without it nothing would ever finish loading (a page without CSS shows all). */}
            {hydrated ? (
              <p className="chat-loading" role="status" data-testid="chat-loading">
                <span className="chat-spinner" aria-hidden="true" />
                {t("chat.loadingHistory")}
              </p>
            ) : null}
            {/* Server-rendered in full (the page waits for every boundary); never rendered by the browser. */}
            <noscript>
              <p className="chat-noscript" data-testid="chat-noscript">
                {t("chat.noscript")}
              </p>
              {sampleConversation(t, github).map((message, index) => (
                <ChatMessageView key={index} message={message} sample />
              ))}
            </noscript>
          </>
        ) : (
          messages.map((message) => <ChatMessageView key={message.id} message={message} />)
        )}
      </div>

      <div className="chat-suggestions" role="group" aria-label={t("chat.suggestionsLabel")}>
        {SUGGESTIONS.map((id, index) => (
          <Fragment key={id}>
            {index > 0 ? <TextSeparator text=" | " /> : null}
            <button type="button" className="chat-suggestion" disabled={loading} onClick={() => ask(t(`chat.suggestions.${id}`))}>
              {t(`chat.suggestions.${id}`)}
            </button>
          </Fragment>
        ))}
      </div>

      <form className="chat-input" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="visually-hidden">
          {t("chat.inputLabel")}
        </label>
        <input id={inputId} type="text" placeholder={t("chat.placeholder")} disabled aria-describedby={hintId} />
        <button type="submit" disabled>
          <SendIcon size={18} />
          <span className="visually-hidden">{t("chat.send")}</span>
        </button>
        <p id={hintId} className="visually-hidden">
          {t("chat.disabledHint")}
        </p>
      </form>
    </section>
  );
}
