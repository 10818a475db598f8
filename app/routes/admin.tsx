/**
 * /admin: the owner's inbox in the browser. Exists only when
 * ADMIN_TOKEN is set (otherwise the same 404 as any unknown path). Plain HTML
 * forms, POST then redirect, so it works without JavaScript; English and French.
 * Native forms even with JavaScript: Remix's fetch-based submit would post to
 * /admin.data, outside the session cookie's Path=/admin.
 * Sign-in, sessions and the origin check: app/admin/auth.server.ts.
 * The owner's loop (ADR 054): the questions answered with low confidence, why and what was replied, and
 * the owner's own answers to them (?answer=<group> writes one, ?edit=<answer> rewrites it).
 */
import type { ActionFunctionArgs, HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { adminAppDb, adminDb, withDatabase } from "~/admin/db.server";
import { sameOrigin, tokenMatches } from "~/admin/auth.server";
import { ADMIN_STRINGS, type AdminStrings, type Notice, type RetryOutcome } from "~/admin/strings";
import { getLocale } from "~/i18n/i18next.server";
import { countMessages, deleteMessage, getMessage, listMessages, makeDueNow, setRead, type InboxRow } from "~/services/inbox.server";
import { deliverContactMessage, MAX_DELIVERY_ATTEMPTS } from "~/services/contact-delivery.server";
import { mailConfigured, type ContactEmail } from "~/services/mail.server";
import adminStyles from "~/admin/admin.css";
import { autonym, inLanguage, toggledLng } from "~/i18n/config";
import { useContent } from "~/content/use-content";
import {
  clearUnanswered,
  deleteUnanswered,
  getUnanswered,
  keptQuestionText,
  listUnanswered,
  questionKey,
  type LowConfidence,
} from "~/services/unanswered.server";
import {
  checkOwnerAnswer,
  deleteOwnerAnswer,
  getOwnerAnswer,
  listOwnerAnswers,
  saveOwnerAnswer,
  type OwnerAnswer,
} from "~/services/owner-answers.server";
import { OWNER_ANSWER_LIMITS, type DraftProblem } from "~/services/owner-answer-limits";
import { getContent } from "~/content/store.server";
import type { Language } from "~/content/types";
import type { RouteHandle } from "~/root";

/** The newest this many are listed; the CSV export has them all. */
const LIST_LIMIT = 500;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export const meta: MetaFunction = () => [{ title: "Inbox · admin" }, { name: "robots", content: "noindex, nofollow" }];

/** Never stored by a browser or proxy, never indexed. */
export const PRIVATE_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;
export const headers: HeadersFunction = () => PRIVATE_HEADERS;
/** A private page: the owner's public profile (JSON-LD) is not described here. */
export const handle: RouteHandle = { structuredData: false };

const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });

const parseId = (value: FormDataEntryValue | string | null) =>
  typeof value === "string" && /^\d{1,12}$/.test(value) ? Number(value) : undefined;

/** What the page shows of a message: the message itself and its delivery (dates as ISO text, for the wire). */
export interface MessageView extends Omit<ContactEmail, "createdAt"> {
  createdAt: string;
  deliveryStatus: InboxRow["deliveryStatus"];
  deliveryAttempts: number;
  lastError: string | null;
  /** Why the e-mail waits for another day (the daily cap, or this sender's share of it). */
  deferredReason: string | null;
  nextAttemptAt: string | null;
  read: boolean;
}

const view = (r: InboxRow): MessageView => ({
  id: r.id,
  name: r.name,
  email: r.email,
  message: r.message,
  fromConsole: r.fromConsole,
  lang: r.lang,
  createdAt: r.createdAt.toISOString(),
  deliveryStatus: r.deliveryStatus,
  deliveryAttempts: r.deliveryAttempts,
  lastError: r.lastError,
  deferredReason: r.deliveryStatus === "sent" ? null : r.deferredReason,
  nextAttemptAt: r.nextAttemptAt?.toISOString() ?? null,
  read: r.readAt !== null,
});

const RETRY_OUTCOMES: readonly RetryOutcome[] = ["sent", "failed", "skipped", "deferred", "notConfigured", "notRetryable"];

/** The notice a redirect asked for (?done=…&id=…). */
function noticeFrom(url: URL): Notice | null {
  const done = url.searchParams.get("done");
  if (done === "signedOut" || done === "questionDeleted" || done === "answerSaved" || done === "answerDeleted" || done === "answerGone")
    return { kind: done };
  if (done === "questionsCleared") return { kind: done, count: Number(url.searchParams.get("count")) || 0 };
  const id = parseId(url.searchParams.get("id"));
  if (id === undefined) return null;
  if (done === "read" || done === "unread" || done === "deleted" || done === "missing") return { kind: done, id };
  const outcome = url.searchParams.get("outcome") as RetryOutcome | null;
  if (done === "retry" && outcome && RETRY_OUTCOMES.includes(outcome)) return { kind: "retry", id, outcome };
  return null;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!context.env.ADMIN_TOKEN) throw notFound();
  const locale = await getLocale(request);
  const url = new URL(request.url);
  if (!context.platform.adminAuth.isSignedIn(request)) return { signedIn: false as const, lng: locale, notice: noticeFrom(url) };
  const unreadOnly = url.searchParams.get("show") === "unread";
  const confirmId = parseId(url.searchParams.get("confirm"));
  return withDatabase(context.platform.writeHealth, () => {
    const db = adminDb();
    const toConfirm = confirmId === undefined ? undefined : getMessage(db, confirmId);
    const owned = listOwnerAnswers(adminAppDb());
    const answerTo = new Map(owned.map((a) => [a.questionKey, a.id]));
    return {
      signedIn: true as const,
      lng: locale,
      notice: confirmId !== undefined && !toConfirm ? ({ kind: "missing", id: confirmId } as Notice) : noticeFrom(url),
      counts: countMessages(db),
      unreadOnly,
      messages: listMessages(db, { unread: unreadOnly, limit: LIST_LIMIT }).map(view),
      confirm: toConfirm ? view(toConfirm) : null,
      unanswered: listUnanswered(adminAppDb()).map((q) => ({
        id: q.id,
        text: q.text,
        lang: q.lang,
        asked: q.asked,
        lastAskedAt: q.lastAskedAt.toISOString(),
        replies: q.replies.map((r) => ({ reason: r.reason, reply: r.reply, asked: r.asked })),
        answerId: answerTo.get(q.questionKey) ?? null,
      })),
      ownerAnswers: owned.map(answerView),
      editor: editorFrom(url, owned),
    };
  });
}

/** What the page shows of an owner's answer. */
export interface AnswerView {
  id: number;
  question: Partial<Record<Language, string>>;
  answer: Partial<Record<Language, string>>;
  keywords: string[];
  used: number;
  lastUsedAt: string | null;
}

const answerView = (a: OwnerAnswer): AnswerView => ({
  id: a.id,
  question: a.question,
  answer: a.answer,
  keywords: a.keywords,
  used: a.used,
  lastUsedAt: a.lastUsedAt?.toISOString() ?? null,
});

/** The answer form's fields as typed (kept when a post is refused, so nothing typed is lost). */
interface DraftFields {
  question: Partial<Record<string, string>>;
  answer: Partial<Record<string, string>>;
  keywords: string;
}

/** The answer form: for a group (?answer=<id>), a question of the owner's own (?answer=new), or to rewrite an answer (?edit=<id>). */
interface Editor {
  /** Where the form posts (the same view, so a refused post shows the form again). */
  target: string;
  field: { name: "group" | "answerId"; value: number | "new" };
  /** The question answered, in its language, for the title (none for a new one). */
  quoted: { text: string; lang: string } | null;
  initial: DraftFields;
}

function editorFrom(url: URL, owned: OwnerAnswer[]): Editor | null {
  if (url.searchParams.get("answer") === "new")
    return {
      target: "/admin?answer=new",
      field: { name: "group", value: "new" },
      quoted: null,
      initial: { question: {}, answer: {}, keywords: "" },
    };
  const editId = parseId(url.searchParams.get("edit"));
  const edited = editId === undefined ? undefined : owned.find((a) => a.id === editId);
  const groupId = parseId(url.searchParams.get("answer"));
  const group = groupId === undefined ? undefined : getUnanswered(adminAppDb(), groupId);
  const existing = edited ?? (group && owned.find((a) => a.questionKey === group.questionKey));
  if (existing) {
    const [lang, text] = Object.entries(existing.question)[0] ?? ["", ""];
    return {
      target: `/admin?edit=${existing.id}`,
      field: { name: "answerId", value: existing.id },
      quoted: { text: text ?? "", lang },
      initial: { question: existing.question, answer: existing.answer, keywords: existing.keywords.join(", ") },
    };
  }
  if (!group) return null;
  return {
    target: `/admin?answer=${group.id}`,
    field: { name: "group", value: group.id },
    quoted: { text: group.text, lang: group.lang },
    initial: { question: { [group.lang]: group.text }, answer: {}, keywords: "" },
  };
}

/** The form's fields for the content's languages: question.<lng>, answer.<lng>, keywords. */
function draftFields(form: FormData, languages: readonly Language[]): DraftFields {
  const value = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  return {
    question: Object.fromEntries(languages.map((lng) => [lng, value(`question.${lng}`)])),
    answer: Object.fromEntries(languages.map((lng) => [lng, value(`answer.${lng}`)])),
    keywords: value("keywords"),
  };
}

type ActionError = "forbidden" | "wrongToken" | "tokenRequired" | "tooManyTries" | "signInFirst" | "answerInvalid" | "answersFull";

interface ActionExtra {
  minutes?: number;
  /** A refused answer: each field's problem, and what was typed. */
  problems?: DraftProblem[];
  draft?: DraftFields;
}

const fail = (error: ActionError, status: number, extra: ActionExtra = {}) => data({ error, ...extra }, { status });
const done = (query: string, cookie?: string) =>
  redirect(query ? `/admin?${query}` : "/admin", { status: 303, headers: cookie ? { "Set-Cookie": cookie } : {} });

export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context;
  const { adminAuth } = context.platform;
  if (!env.ADMIN_TOKEN) throw notFound();
  // Cross-site forms are refused before the body is even read.
  if (!sameOrigin(request, env.SITE_URL)) return fail("forbidden", 403);
  const form = await request.formData();
  const intent = form.get("intent");

  if (intent === "login") {
    const wait = adminAuth.loginRetryAfter(context.clientIp);
    if (wait > 0) return fail("tooManyTries", 429, { minutes: Math.ceil(wait / 60) });
    const token = form.get("token");
    if (typeof token !== "string" || token.trim() === "") return fail("tokenRequired", 400);
    if (!tokenMatches(token.trim(), env.ADMIN_TOKEN)) {
      adminAuth.recordLoginFailure(context.clientIp);
      return fail("wrongToken", 401);
    }
    adminAuth.clearLoginFailures(context.clientIp);
    return done("", adminAuth.createSession(request, env.SITE_URL));
  }

  if (!adminAuth.isSignedIn(request)) return fail("signInFirst", 401);
  if (intent === "logout") return done("done=signedOut", adminAuth.endSession(request, env.SITE_URL));

  const guarded = <T,>(work: () => T) => withDatabase(context.platform.writeHealth, work);
  if (intent === "clearQuestions") return done(`done=questionsCleared&count=${guarded(() => clearUnanswered(adminAppDb()))}#unanswered`);
  if (intent === "saveAnswer") return saveAnswer(form, guarded);
  const id = parseId(form.get("id"));
  if (id === undefined) return done("");
  if (intent === "deleteQuestion") {
    guarded(() => deleteUnanswered(adminAppDb(), id));
    return done("done=questionDeleted#unanswered");
  }
  if (intent === "deleteAnswer")
    return done(guarded(() => deleteOwnerAnswer(adminAppDb(), id)) ? "done=answerDeleted#owner-answers" : "done=answerGone#owner-answers");
  const db = adminDb();
  switch (intent) {
    case "read":
    case "unread":
      return done(guarded(() => setRead(db, id, intent === "read")) ? `done=${intent}&id=${id}` : `done=missing&id=${id}`);
    case "delete":
      // The list's delete only leads to the confirmation view; this form's second button says yes.
      if (form.get("confirmed") !== "yes") return done(`confirm=${id}`);
      return done(guarded(() => deleteMessage(db, id)) ? `done=deleted&id=${id}` : `done=missing&id=${id}`);
    case "retry": {
      if (!guarded(() => getMessage(db, id))) return done(`done=missing&id=${id}`);
      let outcome: RetryOutcome;
      if (!mailConfigured(env)) outcome = "notConfigured";
      else if (!guarded(() => makeDueNow(db, id, MAX_DELIVERY_ATTEMPTS))) outcome = "notRetryable";
      else
        outcome = await deliverContactMessage(id, env, {
          coordinator: context.platform.delivery,
          metrics: context.platform.metrics,
          writeHealth: context.platform.writeHealth,
        });
      return done(`done=retry&outcome=${outcome}&id=${id}`);
    }
    default:
      return done("");
  }
}

/** Writes the owner's answer to a group (or rewrites one); a refused one comes back with its problems and what was typed. */
function saveAnswer(form: FormData, guarded: <T>(work: () => T) => T) {
  const db = adminAppDb();
  const { languages } = getContent().profile;
  const draft = draftFields(form, languages);
  const checked = checkOwnerAnswer(draft, languages);
  const answerId = parseId(form.get("answerId"));
  const groupId = parseId(form.get("group"));
  const asked = () => {
    if (answerId !== undefined) return getOwnerAnswer(db, answerId)?.questionKey;
    if (groupId !== undefined) return getUnanswered(db, groupId)?.questionKey;
    // A question of the owner's own: keyed like a group of its wording, so the group it may get later is shown answered.
    if (form.get("group") === "new" && checked.ok) return questionKey(keptQuestionText(Object.values(checked.draft.question)[0] ?? ""));
    return undefined;
  };
  const key = guarded(asked);
  if (!checked.ok) return fail("answerInvalid", 400, { problems: checked.problems, draft });
  // Deleted meanwhile (another tab, the 30 days), or a question with no word: nothing to attach the answer to.
  if (!key) return done("done=answerGone#owner-answers");
  const saved = guarded(() => saveOwnerAnswer(db, key, checked.draft));
  if (!saved.saved) return fail("answersFull", 409, { draft });
  return done("done=answerSaved#owner-answers");
}

const stamp = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

function errorText(s: AdminStrings, error: ActionError, minutes = 15): string {
  switch (error) {
    case "forbidden":
      return s.forbidden;
    case "wrongToken":
      return s.wrongToken;
    case "tokenRequired":
      return s.tokenRequired;
    case "tooManyTries":
      return s.tooManyTries(minutes);
    case "signInFirst":
      return s.loginIntro;
    case "answerInvalid":
      return s.answerInvalid;
    case "answersFull":
      return s.answersFull(OWNER_ANSWER_LIMITS.entries);
  }
}

function LanguageLink({ lng, s }: { lng: string; s: AdminStrings }) {
  const { languages } = useContent().profile;
  const other = toggledLng(lng, languages);
  return (
    <a className="admin-lang" href={`/admin?lng=${other}`} hrefLang={other} lang={other}>
      {/* With two languages the link names the other one in the current language; with more, the next one in its own. */}
      {languages.length > 2 ? autonym(other) : s.languageSwitch}
    </a>
  );
}

function Login({ s, lng, error }: { s: AdminStrings; lng: string; error?: string }) {
  return (
    <main className="admin admin-login">
      <LanguageLink lng={lng} s={s} />
      <h1>{s.loginTitle}</h1>
      <p id="admin-login-intro">{s.loginIntro}</p>
      <form method="post" action="/admin">
        <input type="hidden" name="intent" value="login" />
        <label htmlFor="admin-token">{s.tokenLabel}</label>
        <input
          id="admin-token"
          name="token"
          type="password"
          autoComplete="current-password"
          required
          aria-describedby={error ? "admin-login-error" : "admin-login-intro"}
          aria-invalid={error ? true : undefined}
        />
        {error ? (
          <p id="admin-login-error" className="admin-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit">{s.signIn}</button>
      </form>
    </main>
  );
}

function Message({ m, s }: { m: MessageView; s: AdminStrings }) {
  const retryable = m.deliveryStatus === "failed" || m.deliveryStatus === "pending";
  return (
    <li className={m.read ? "admin-message" : "admin-message is-unread"} data-testid="admin-message" data-id={m.id} data-read={m.read}>
      <article aria-labelledby={`admin-message-${m.id}`}>
        <h2 id={`admin-message-${m.id}`}>
          {m.read ? null : <span className="admin-badge">{s.unreadMarker}</span>}
          {m.read ? <span>{m.name}</span> : <strong>{m.name}</strong>} <span className="admin-id">#{m.id}</span>
        </h2>
        <dl className="admin-meta">
          <dt>{s.from}</dt>
          <dd>
            <a href={`mailto:${m.email}`}>{m.email}</a>
          </dd>
          <dt>{s.date}</dt>
          <dd>
            <time dateTime={m.createdAt}>{stamp(m.createdAt)}</time>
            {` · ${s.via(m.fromConsole)}`}
          </dd>
          <dt>{s.language}</dt>
          <dd>{m.lang}</dd>
          <dt>{s.delivery}</dt>
          <dd data-testid="admin-delivery">
            {`${s.status[m.deliveryStatus]} · ${s.attempts(m.deliveryAttempts)}`}
            {m.nextAttemptAt && retryable ? ` · ${s.nextTry}: ${stamp(m.nextAttemptAt)}` : null}
          </dd>
          {m.deferredReason && retryable ? (
            <>
              <dt>{s.deferred}</dt>
              <dd data-testid="admin-deferred">{m.deferredReason}</dd>
            </>
          ) : null}
          {m.lastError ? (
            <>
              <dt>{s.lastError}</dt>
              <dd className="admin-last-error">{m.lastError}</dd>
            </>
          ) : null}
        </dl>
        {/* Visitor text: rendered as text by React, never as markup. */}
        <p className="admin-body">{m.message}</p>
        <div className="admin-actions">
          <form method="post" action="/admin">
            <input type="hidden" name="id" value={m.id} />
            <button type="submit" name="intent" value={m.read ? "unread" : "read"}>
              {m.read ? s.markUnread(m.id) : s.markRead(m.id)}
            </button>
          </form>
          {retryable ? (
            <form method="post" action="/admin">
              <input type="hidden" name="id" value={m.id} />
              <button type="submit" name="intent" value="retry">
                {s.retry(m.id)}
              </button>
            </form>
          ) : null}
          <a className="admin-delete" href={`/admin?confirm=${m.id}`}>
            {s.deleteLink(m.id)}
          </a>
        </div>
      </article>
    </li>
  );
}

type QuestionView = {
  id: number;
  text: string;
  lang: string;
  asked: number;
  lastAskedAt: string;
  replies: Array<{ reason: LowConfidence; reply: string; asked: number }>;
  answerId: number | null;
};

/** The questions the assistant answered with low confidence, why, what it replied, and the way to answer them. */
function Unanswered({ questions, s }: { questions: QuestionView[]; s: AdminStrings }) {
  return (
    <section className="admin-unanswered" id="unanswered" aria-labelledby="admin-unanswered-title" data-testid="admin-unanswered">
      <h2 id="admin-unanswered-title">{s.unansweredTitle}</h2>
      <p>{s.unansweredIntro}</p>
      {questions.length === 0 ? (
        <p>{s.unansweredEmpty}</p>
      ) : (
        <>
          <ol className="admin-questions">
            {questions.map((q) => (
              <li key={q.id} data-testid="admin-question" data-id={q.id} data-reasons={q.replies.map((r) => r.reason).join(" ")}>
                {/* Visitor text: rendered as text by React, never as markup. */}
                <q id={`admin-question-${q.id}`} lang={q.lang}>
                  {q.text}
                </q>{" "}
                {q.answerId !== null ? <span className="admin-badge">{s.answeredMarker}</span> : null}
                <span className="admin-meta-inline">
                  {`${s.asked(q.asked)} · ${s.lastAsked} `}
                  <time dateTime={q.lastAskedAt}>{stamp(q.lastAskedAt)}</time>
                </span>
                {q.replies.length ? (
                  <ul className="admin-reasons">
                    {q.replies.map((r) => (
                      <li key={r.reason} data-reason={r.reason} data-asked={r.asked}>
                        <span className="admin-reason">{`${s.reasons[r.reason]} (${r.asked}) · ${s.labelled(s.replyGiven).trim()}`}</span>
                        <blockquote className="admin-reply" lang={q.lang}>
                          {r.reply}
                        </blockquote>
                      </li>
                    ))}
                  </ul>
                ) : null}
                <div className="admin-actions">
                  <a
                    href={q.answerId !== null ? `/admin?edit=${q.answerId}#admin-editor` : `/admin?answer=${q.id}#admin-editor`}
                    aria-describedby={`admin-question-${q.id}`}
                  >
                    {q.answerId !== null ? s.editAnswer : s.writeAnswer}
                  </a>
                  <DeleteForm intent="deleteQuestion" id={q.id} describedBy={`admin-question-${q.id}`} label={s.deleteQuestion} />
                </div>
              </li>
            ))}
          </ol>
          <form method="post" action="/admin">
            <button type="submit" name="intent" value="clearQuestions" className="admin-danger">
              {s.clearQuestions}
            </button>
          </form>
        </>
      )}
    </section>
  );
}

/** The answer form: one question and one answer field per content language, and keywords; plain HTML, labelled. */
function AnswerEditor({
  editor,
  languages,
  s,
  refused,
}: {
  editor: Editor;
  languages: readonly Language[];
  s: AdminStrings;
  refused?: { problems?: DraftProblem[]; draft?: DraftFields };
}) {
  const values = refused?.draft ?? editor.initial;
  const problemOf = (field: string) => refused?.problems?.find((p) => p.field === field);
  const maxOf = (field: string, problem: DraftProblem["problem"]) =>
    problem === "tooManyKeywords"
      ? OWNER_ANSWER_LIMITS.keywords
      : field.startsWith("question.")
        ? OWNER_ANSWER_LIMITS.question
        : field.startsWith("answer.")
          ? OWNER_ANSWER_LIMITS.answer
          : OWNER_ANSWER_LIMITS.keyword;
  /** A field's error line (its id describes the field), or nothing. */
  const errorFor = (field: string, id: string) => {
    const p = problemOf(field);
    return p ? (
      <p id={`${id}-error`} className="admin-error">
        {s.problem(p.problem, maxOf(field, p.problem))}
      </p>
    ) : null;
  };
  const described = (field: string, id: string, hint?: string) =>
    [problemOf(field) ? `${id}-error` : "", hint ?? ""].filter(Boolean).join(" ") || undefined;
  return (
    <section className="admin-editor" id="admin-editor" aria-labelledby="admin-editor-title" data-testid="admin-editor">
      <h2 id="admin-editor-title">
        {editor.quoted ? (
          <>
            {s.labelled(s.editorTitle)}
            <q lang={editor.quoted.lang}>{editor.quoted.text}</q>
          </>
        ) : (
          s.editorTitle
        )}
      </h2>
      <p id="admin-editor-intro">{s.editorIntro(s.languageName(languages[0]))}</p>
      <form method="post" action={editor.target}>
        <input type="hidden" name="intent" value="saveAnswer" />
        <input type="hidden" name={editor.field.name} value={editor.field.value} />
        {languages.map((lng) => {
          const language = s.languageName(lng);
          const questionId = `owner-question-${lng}`;
          const answerId = `owner-answer-${lng}`;
          return (
            <fieldset key={lng} lang={lng}>
              <legend>{language}</legend>
              <label htmlFor={questionId}>{s.questionIn(language)}</label>
              <input
                id={questionId}
                type="text"
                name={`question.${lng}`}
                defaultValue={values.question[lng] ?? ""}
                maxLength={OWNER_ANSWER_LIMITS.question}
                aria-invalid={problemOf(`question.${lng}`) ? true : undefined}
                aria-describedby={described(`question.${lng}`, questionId)}
              />
              {errorFor(`question.${lng}`, questionId)}
              <label htmlFor={answerId}>{s.answerIn(language)}</label>
              <textarea
                id={answerId}
                name={`answer.${lng}`}
                rows={4}
                defaultValue={values.answer[lng] ?? ""}
                maxLength={OWNER_ANSWER_LIMITS.answer}
                aria-invalid={problemOf(`answer.${lng}`) ? true : undefined}
                aria-describedby={described(`answer.${lng}`, answerId, "admin-editor-intro")}
              />
              {errorFor(`answer.${lng}`, answerId)}
            </fieldset>
          );
        })}
        <label htmlFor="owner-keywords">{s.keywordsLabel}</label>
        <input
          id="owner-keywords"
          type="text"
          name="keywords"
          defaultValue={values.keywords}
          aria-invalid={problemOf("keywords") ? true : undefined}
          aria-describedby={described("keywords", "owner-keywords", "owner-keywords-hint")}
        />
        <p id="owner-keywords-hint" className="admin-hint">
          {s.keywordsHint}
        </p>
        {errorFor("keywords", "owner-keywords")}
        <div className="admin-actions">
          <button type="submit">{s.saveAnswer}</button>
          <a href="/admin#unanswered">{s.cancel}</a>
        </div>
      </form>
    </section>
  );
}

/** The owner's answers: what the assistant gives before its own, how often it did, and the export. */
function OwnerAnswers({ answers, s }: { answers: AnswerView[]; s: AdminStrings }) {
  return (
    <section className="admin-unanswered" id="owner-answers" aria-labelledby="admin-owner-answers-title" data-testid="admin-owner-answers">
      <h2 id="admin-owner-answers-title">{s.ownerAnswersTitle}</h2>
      <p>{s.ownerAnswersIntro}</p>
      <p>
        <a href="/admin?answer=new#admin-editor">{s.newAnswer}</a>
      </p>
      {answers.length === 0 ? (
        <p>{s.ownerAnswersEmpty}</p>
      ) : (
        <>
          <p>
            <a href="/admin/faq.yaml" download>
              {s.exportFaq}
            </a>
          </p>
          <ol className="admin-questions">
            {answers.map((a) => (
              <li key={a.id} data-testid="admin-owner-answer" data-id={a.id}>
                <p id={`owner-answer-${a.id}`}>
                  {Object.entries(a.question).map(([lng, text], i) => (
                    <span key={lng}>
                      {i > 0 ? " · " : null}
                      <q lang={lng}>{text}</q>
                    </span>
                  ))}
                </p>
                {Object.entries(a.answer).map(([lng, text]) => (
                  <blockquote key={lng} className="admin-reply" lang={lng}>
                    {text}
                  </blockquote>
                ))}
                <p className="admin-meta-inline">
                  {a.keywords.length ? `${s.labelled(s.keywordsShown)}${a.keywords.join(", ")} · ` : ""}
                  {s.used(a.used)}
                  {a.lastUsedAt ? (
                    <>
                      {` · ${s.lastUsed} `}
                      <time dateTime={a.lastUsedAt}>{stamp(a.lastUsedAt)}</time>
                    </>
                  ) : null}
                </p>
                <div className="admin-actions">
                  <a href={`/admin?edit=${a.id}#admin-editor`} aria-describedby={`owner-answer-${a.id}`}>
                    {s.editAnswer}
                  </a>
                  <DeleteForm intent="deleteAnswer" id={a.id} describedBy={`owner-answer-${a.id}`} label={s.deleteAnswer} />
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

export default function Admin() {
  const page = useLoaderData<typeof loader>();
  const action = useActionData<typeof action>() as ({ error: ActionError } & ActionExtra) | undefined;
  const { languages } = useContent().profile;
  const s = inLanguage(ADMIN_STRINGS, page.lng);
  const error = action?.error ? errorText(s, action.error, action.minutes) : undefined;
  if (!page.signedIn) return <Login s={s} lng={page.lng} error={error ?? (page.notice ? s.notice(page.notice) : undefined)} />;

  return (
    <main className="admin">
      <header className="admin-header">
        <h1>{s.title}</h1>
        <p data-testid="admin-summary">{s.summary(page.counts.total, page.counts.unread)}</p>
        <nav className="admin-nav" aria-label={s.title}>
          {page.unreadOnly ? <a href="/admin">{s.showAll}</a> : <a href="/admin?show=unread">{s.showUnread}</a>}
          <a href="/admin/export.csv" download>
            {s.exportCsv}
          </a>
          <LanguageLink lng={page.lng} s={s} />
          <form method="post" action="/admin">
            <button type="submit" name="intent" value="logout">
              {s.signOut}
            </button>
          </form>
        </nav>
      </header>
      {error ? (
        <p className="admin-error" role="alert">
          {error}
        </p>
      ) : null}
      {page.notice ? (
        <p className="admin-notice" role="status" data-testid="admin-notice">
          {s.notice(page.notice)}
        </p>
      ) : null}
      {page.editor ? (
        <AnswerEditor
          editor={page.editor}
          languages={languages}
          s={s}
          refused={action?.error === "answerInvalid" || action?.error === "answersFull" ? action : undefined}
        />
      ) : null}
      {page.confirm ? (
        <section className="admin-confirm" aria-labelledby="admin-confirm-title" data-testid="admin-confirm">
          <h2 id="admin-confirm-title">{s.confirmTitle(page.confirm.id)}</h2>
          <p>{`${page.confirm.name} <${page.confirm.email}> · ${stamp(page.confirm.createdAt)}`}</p>
          <p>{s.confirmText}</p>
          <form method="post" action="/admin">
            <input type="hidden" name="id" value={page.confirm.id} />
            <input type="hidden" name="confirmed" value="yes" />
            <button type="submit" name="intent" value="delete" className="admin-danger">
              {s.confirmDelete}
            </button>{" "}
            <a href="/admin">{s.cancel}</a>
          </form>
        </section>
      ) : null}
      {page.messages.length === 0 ? (
        <p>{page.unreadOnly ? s.emptyUnread : s.empty}</p>
      ) : (
        <ol className="admin-list">
          {page.messages.map((m) => (
            <Message key={m.id} m={m} s={s} />
          ))}
        </ol>
      )}
      <Unanswered questions={page.unanswered} s={s} />
      <OwnerAnswers answers={page.ownerAnswers} s={s} />
    </main>
  );
}

/** One row's delete button: a plain form (no JavaScript needed), named by the row it deletes. */
function DeleteForm({ intent, id, describedBy, label }: { intent: string; id: number; describedBy: string; label: string }) {
  return (
    <form method="post" action="/admin">
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="intent" value={intent} aria-describedby={describedBy}>
        {label}
      </button>
    </form>
  );
}
