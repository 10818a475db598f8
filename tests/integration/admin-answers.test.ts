/**
 * The owner's loop on the real server (issue 35): the questions answered with low confidence reach /admin
 * with why and what was replied; the owner answers one with a plain form post; visitors asking it again in
 * other words get that answer over HTTP, in their language; the answers export to assistant.yaml.
 */
import { HtmlValidate } from "html-validate";
import YAML from "yaml";
import htmlValidateConfig from "../../.htmlvalidate.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { call, count } from "../fakes/client";
import { startFakeOpenAI, type FakeOpenAI } from "../fakes/openai";
import { adoptTestContent, rawTestContent, sampleContent } from "../helpers/content";
import { SAMPLE_CONTENT_DIR } from "~/content/load.server";
import { contentProblems, toContent } from "~/content/validate.server";
import { answerBuiltin, type HistoryTurn } from "~/services/assistant-builtin.server";
import { lowConfidenceOf, type LowConfidence } from "~/services/unanswered.server";

const TOKEN = "owner-token-0123456789abcdef";
const ANSWER = {
  en: "Clara studied computer science at INSA Lyon (engineering degree, 2014).",
  fr: "Clara a étudié l'informatique à l'INSA Lyon (diplôme d'ingénieur, 2014).",
};

let app: TestApp;
let clientCounter = 0;
/** A fresh client address per request (TRUST_PROXY=1): no rate limit of one test touches another. */
const freshClient = () => `198.51.100.${++clientCounter % 250}`;

beforeAll(async () => {
  // Exact answers on known data: the sample content, in the server and in this process (the oracle below).
  adoptTestContent(sampleContent());
  app = await startTestApp(
    { ADMIN_TOKEN: TOKEN, TRUST_PROXY: "1", RATE_LIMIT_MULTIPLIER: "1000" },
    { backgroundJobs: false, content: sampleContent() },
  );
});
afterAll(async () => {
  await app?.close();
});

const unescape = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

async function visitor() {
  const key = (await call(`${app.url}/api/generate-key`, { headers: { "X-Forwarded-For": freshClient() } })).body.key as string;
  return async (message: string, lang?: string) => {
    const res = await call(`${app.url}/api/sendMessage`, {
      key,
      json: lang ? { message, lang } : { message },
      headers: { "X-Forwarded-For": freshClient() },
    });
    expect(res.status).toBe(200);
    return res.body.reply as string;
  };
}

async function post(path: string, fields: Record<string, string>, cookie?: string) {
  const headers: Record<string, string> = {
    "Content-Type": "application/x-www-form-urlencoded",
    Origin: app.url,
    "X-Forwarded-For": freshClient(),
  };
  if (cookie) headers.Cookie = cookie;
  return fetch(`${app.url}${path}`, { method: "POST", headers, body: new URLSearchParams(fields), redirect: "manual" });
}

const page = async (path: string, cookie: string) =>
  (await fetch(`${app.url}${path}`, { headers: { Cookie: cookie, "X-Forwarded-For": freshClient() }, redirect: "manual" })).text();

async function signIn(): Promise<string> {
  const res = await post("/admin", { intent: "login", token: TOKEN });
  expect(res.status).toBe(303);
  return /admin_session=[^;]+/.exec(res.headers.get("set-cookie") ?? "")![0];
}

const validator = new HtmlValidate(htmlValidateConfig);
/** The project's HTML rules (.htmlvalidate.mjs): errors only. */
async function htmlErrors(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results
    .flatMap((r) => r.messages)
    .filter((m) => m.severity === 2)
    .map((m) => `${m.ruleId}: ${m.message}`);
}

interface ListedQuestion {
  id: number;
  text: string;
  lang: string;
  /** Per reason: how often, and the reply given. */
  reasons: Partial<Record<LowConfidence, { asked: number; reply: string }>>;
  answered: boolean;
}

/** The owner's list as /admin shows it: each group's question, its reasons with their counts and replies. */
function listedQuestions(html: string): ListedQuestion[] {
  const section = html.slice(html.indexOf('data-testid="admin-unanswered"'), html.indexOf('data-testid="admin-owner-answers"'));
  return section
    .split('data-testid="admin-question"')
    .slice(1)
    .map((chunk) => {
      const q = /<q id="admin-question-(\d+)" lang="(\w+)">([^<]*)<\/q>/.exec(chunk)!;
      const reasons: ListedQuestion["reasons"] = {};
      for (const m of chunk.matchAll(
        /data-reason="([\w-]+)" data-asked="(\d+)">.*?<blockquote class="admin-reply" lang="\w+">([^<]*)<\/blockquote>/gs,
      ))
        reasons[m[1] as LowConfidence] = { asked: Number(m[2]), reply: unescape(m[3]!) };
      return { id: Number(q[1]), lang: q[2]!, text: unescape(q[3]!), reasons, answered: chunk.includes("Answered by you") };
    });
}

describe("the owner's loop over HTTP", () => {
  it("a miss reaches /admin with why and what was replied; the owner answers it from there; visitors asking it in other words get the answer", async () => {
    const question = "Do you collect zorboquill stamps?";
    const ask = await visitor();
    const missed = await ask(question);
    const cookie = await signIn();

    // The miss is listed with why and what the visitor was told.
    const listed = listedQuestions(await page("/admin", cookie)).find((q) => q.text === question)!;
    expect(listed.reasons).toEqual({ fallback: { asked: 1, reply: missed } });
    expect(listed.answered).toBe(false);

    // The answer form: plain HTML, a labelled question and answer field per content language, the visitor's wording first.
    const form = await page(`/admin?answer=${listed.id}`, cookie);
    expect(form).toContain(`<form method="post" action="/admin?answer=${listed.id}">`);
    for (const [lng, name] of [
      ["en", "English"],
      ["fr", "French"],
    ]) {
      expect(form).toContain(`<label for="owner-question-${lng}">Question in ${name}</label>`);
      expect(form).toContain(`<label for="owner-answer-${lng}">Answer in ${name}</label>`);
      expect(form).toMatch(new RegExp(`<textarea id="owner-answer-${lng}" name="answer\\.${lng}"`));
    }
    expect(form).toMatch(/<input id="owner-question-en" type="text" name="question\.en"[^>]*value="Do you collect zorboquill stamps\?"/);
    expect(form).toContain('<label for="owner-keywords">');
    expect(await htmlErrors(form)).toEqual([]);
    const french = await page(`/admin?answer=${listed.id}&lng=fr`, cookie);
    expect(french).toContain('<label for="owner-answer-fr">Réponse en français</label>');
    expect(french).toContain("Enregistrer la réponse");

    // A refused post keeps what was typed, says which field is wrong, and stores nothing.
    const fields = {
      intent: "saveAnswer",
      group: String(listed.id),
      "question.en": question,
      "answer.en": "Yes, since 2019.",
      "answer.fr": "Oui, depuis 2019.",
      keywords: "zorboquill, timbres",
    };
    const refused = await post(`/admin?answer=${listed.id}`, { ...fields, "answer.en": "", "answer.fr": " " }, cookie);
    expect(refused.status).toBe(400);
    const refusedPage = await refused.text();
    expect(await htmlErrors(refusedPage)).toEqual([]);
    const refusedHtml = unescape(refusedPage);
    expect(refusedHtml).toContain("The answer was not saved: see the fields below.");
    expect(refusedHtml).toMatch(/<textarea id="owner-answer-en"[^>]*aria-invalid="true" aria-describedby="owner-answer-en-error/);
    expect(refusedHtml).toContain("Write the answer in at least one language.");
    expect(refusedHtml).toContain('value="zorboquill, timbres"');
    expect(count(app.databasePath, "owner_answers")).toBe(0);

    const saved = await post(`/admin?answer=${listed.id}`, fields, cookie);
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/admin?done=answerSaved#owner-answers");
    // Without a session nothing is written.
    expect((await post(`/admin?answer=${listed.id}`, fields)).status).toBe(401);

    // From the next question on, for any visitor, in their language.
    const other = await visitor();
    expect(await other("does she collect zorboquills?")).toBe("Yes, since 2019.");
    expect(await other("Elle collectionne les timbres zorboquill ?", "fr")).toBe("Oui, depuis 2019.");
    expect(await ask(question)).toBe("Yes, since 2019.");

    // The list says it is answered (its count stays: the answer is the owner's now); the answer says how often it was used.
    const after = await page("/admin", cookie);
    expect(listedQuestions(after).find((q) => q.id === listed.id)).toMatchObject({ answered: true, reasons: { fallback: { asked: 1 } } });
    expect(after).toMatch(/data-testid="admin-owner-answer" data-id="\d+"/);
    expect(after).toContain("used 3 times");
    expect(await htmlErrors(after)).toEqual([]);
    const afterFr = await page("/admin?lng=fr", cookie);
    expect(afterFr).toContain("Vos réponses");
    expect(afterFr).toContain("utilisée 3 fois");
  });

  it("an owner answers 'what did you study?' in /admin; visitors' paraphrases get it over HTTP, in their language; an unrelated question does not", async () => {
    const cookie = await signIn();
    // A question of the owner's own (the assistant may answer it with confidence, and still not as the owner would).
    const form = await page("/admin?answer=new", cookie);
    expect(form).toContain('<form method="post" action="/admin?answer=new">');
    expect(form).toContain('<label for="owner-question-fr">Question in French</label>');
    expect(await htmlErrors(form)).toEqual([]);
    const saved = await post(
      "/admin?answer=new",
      {
        intent: "saveAnswer",
        group: "new",
        "question.en": "What did you study?",
        "question.fr": "Qu'as-tu étudié ?",
        "answer.en": ANSWER.en,
        "answer.fr": ANSWER.fr,
        keywords: "university, degree, école",
      },
      cookie,
    );
    expect(saved.headers.get("location")).toBe("/admin?done=answerSaved#owner-answers");

    const ask = await visitor();
    expect(await ask("where did she go to university?")).toBe(ANSWER.en);
    expect(await ask("What are her studies?")).toBe(ANSWER.en);
    expect(await ask("what did you study?")).toBe(ANSWER.en);
    expect(await ask("Qu'a-t-elle étudié ?", "fr")).toBe(ANSWER.fr);
    // An unrelated question is the assistant's.
    for (const unrelated of ["what is her favourite colour?", "what are her skills?"]) {
      const reply = await ask(unrelated);
      expect(reply, unrelated).not.toBe(ANSWER.en);
      expect(reply, unrelated).not.toBe(ANSWER.fr);
    }
    const after = unescape(await page("/admin", cookie));
    expect(after).toContain(ANSWER.fr);
    expect(after).toContain("used 4 times");
  });

  it("exports the answers as faq entries that the content's own check accepts and the assistant then answers from", async () => {
    const cookie = await signIn();
    const res = await fetch(`${app.url}/admin/faq.yaml`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/yaml; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="assistant-faq-\d{4}-\d{2}-\d{2}\.yaml"$/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const exported = YAML.parse(await res.text()) as { faq: unknown[] };
    // Both answers, the least recently written first; the stamps one has no French question (optional in assistant.yaml).
    expect(exported.faq).toEqual([
      {
        keywords: ["zorboquill", "timbres"],
        question: { en: "Do you collect zorboquill stamps?" },
        answer: { en: "Yes, since 2019.", fr: "Oui, depuis 2019." },
      },
      { keywords: ["university", "degree", "école"], question: { en: "What did you study?", fr: "Qu'as-tu étudié ?" }, answer: ANSWER },
    ]);

    // Pasted under the sample's faq: valid content, and the built-in assistant answers from it.
    const raw = rawTestContent(SAMPLE_CONTENT_DIR);
    raw.assistant.faq.push(...exported.faq);
    expect(contentProblems(raw)).toEqual([]);
    adoptTestContent(toContent(raw));
    try {
      // A keyword no other rule takes: the entry's own answer (the FAQ's precedence is the assistant's business).
      expect(answerBuiltin("any zorboquill in your collection?", "en").reply).toBe("Yes, since 2019.");
      expect(answerBuiltin("as-tu des zorboquill ?", "fr").reply).toBe("Oui, depuis 2019.");
    } finally {
      adoptTestContent(sampleContent());
    }
    // Signed out: no file.
    const anonymous = await fetch(`${app.url}/admin/faq.yaml`, { redirect: "manual" });
    expect(anonymous.status).toBe(303);
  });

  it("a session's low-confidence answers all reach the owner's list, each with its reason and the reply given", async () => {
    const project = sampleContent().projects[0]!.text.en.title;
    const session = [
      "Hello!",
      `What is ${project}?`,
      "What stack?",
      "team size?",
      "qwertyuiop asdf",
      "Do you know Haskell?",
      "zorblax quux?",
      "qwertyuiop asdf",
      "Can you tell me which one is more recent?",
      "How can I contact you?",
    ];
    // The oracle: the built-in assistant in this process, given the same conversation, says which answers are weak.
    const history: HistoryTurn[] = [];
    const weak: Array<{ message: string; reason: LowConfidence; reply: string }> = [];
    const ask = await visitor();
    for (const message of session) {
      const expected = answerBuiltin(message, "en", [...history]);
      const reply = await ask(message, "en");
      expect(reply, message).toBe(expected.reply);
      const reason = lowConfidenceOf(expected);
      if (reason) weak.push({ message, reason, reply });
      history.push({ role: "user", content: message }, { role: "assistant", content: reply });
    }
    expect(weak.length).toBeGreaterThanOrEqual(3);

    const listed = listedQuestions(await page("/admin", await signIn()));
    // Each weak answer is there, under its question and reason: as often as it was given, with the last reply.
    const expected = new Map<string, { asked: number; reply: string }>();
    for (const { message, reason, reply } of weak) {
      const key = `${reason}: ${message.toLowerCase()}`;
      expected.set(key, { asked: (expected.get(key)?.asked ?? 0) + 1, reply });
    }
    const found = new Map(
      weak.map(({ message, reason }) => [
        `${reason}: ${message.toLowerCase()}`,
        listed.find((q) => q.text.toLowerCase() === message.toLowerCase())?.reasons[reason],
      ]),
    );
    expect(found).toEqual(expected);
    const reached = [...found.values()].reduce((n, entry) => n + (entry?.asked ?? 0), 0);
    expect(reached).toBe(weak.length);
    // A confident answer is not listed.
    expect(listed.some((q) => q.text === "How can I contact you?" || q.text === "Hello!")).toBe(false);
  });
});

describe("with a model (OPENAI_API_KEY)", () => {
  let openai: FakeOpenAI;
  beforeAll(async () => {
    // The same helpers against a server that has a model: this one replaces the first (closed by the file's afterAll).
    await app.close();
    openai = await startFakeOpenAI();
    app = await startTestApp(
      {
        ADMIN_TOKEN: TOKEN,
        TRUST_PROXY: "1",
        RATE_LIMIT_MULTIPLIER: "1000",
        OPENAI_API_KEY: "sk-test",
        OPENAI_BASE_URL: `${openai.url}/v1`,
        OPENAI_MODEL: "fake-chat-model",
      },
      { backgroundJobs: false, content: sampleContent() },
    );
    openai.replyText = "Hello from the model.";
  });
  afterAll(async () => {
    await openai?.close();
  });

  it("the owner's answer is given instead of the model's, without asking the model; other questions go to the model", async () => {
    const saved = await post(
      "/admin?answer=new",
      { intent: "saveAnswer", group: "new", "question.en": "What did you study?", "answer.en": ANSWER.en, keywords: "university" },
      await signIn(),
    );
    expect(saved.status).toBe(303);
    const ask = await visitor();
    const before = openai.chatRequests().length;
    expect(await ask("where did she go to university?")).toBe(ANSWER.en);
    expect(openai.chatRequests().length).toBe(before);
    expect(await ask("what is her favourite colour?")).toBe("Hello from the model.");
    expect(openai.chatRequests().length).toBe(before + 1);
  });
});
