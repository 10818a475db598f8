/** Fake EngineDeps for the engine tests: a manual clock, seeded random, memory storage, fake api and fetch. */
import type { Language } from "~/i18n/config";
import { expect } from "vitest";
import { DOS_GAMES, DOS_HOMEBREW_IDS, GBA_GAMES, HOMEBREW_GBA_IDS } from "~/terminal/catalog";
import { sampleContent } from "../../../helpers/content";
import { createEngine } from "~/terminal/engine";
import type { Engine, EngineContent, EngineDeps, EngineEffect, EngineSnapshot, TerminalApi } from "~/terminal/engine/types";

export class ManualClock {
  now = Date.UTC(2026, 10, 22, 1, 35, 35);
  private seq = 0;
  private tasks: { at: number; seq: number; id: number; fn: () => void }[] = [];
  setTimeout = (fn: () => void, ms: number): unknown => {
    const id = ++this.seq;
    this.tasks.push({ at: this.now + Math.max(0, ms), seq: id, id, fn });
    return id;
  };
  clearTimeout = (handle: unknown) => {
    this.tasks = this.tasks.filter((t) => t.id !== handle);
  };
  pending(): number {
    return this.tasks.length;
  }
  /** Runs every task due within `ms`, in time order, awaiting microtasks between them. */
  async advance(ms: number): Promise<void> {
    const end = this.now + ms;
    await flushMicrotasks();
    for (;;) {
      this.tasks.sort((a, b) => a.at - b.at || a.seq - b.seq);
      const next = this.tasks[0];
      if (!next || next.at > end) break;
      this.tasks.shift();
      this.now = next.at;
      next.fn();
      await flushMicrotasks();
    }
    this.now = end;
    await flushMicrotasks();
  }
  /** Runs until no timer is left (bounded). */
  async runAll(limit = 100_000): Promise<void> {
    for (let i = 0; i < limit && this.tasks.length > 0; i++) {
      const next = [...this.tasks].sort((a, b) => a.at - b.at || a.seq - b.seq)[0];
      await this.advance(next.at - this.now);
    }
  }
}

export async function flushMicrotasks(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await Promise.resolve();
}

/** mulberry32: a small seeded PRNG. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class MemoryStorage {
  data = new Map<string, string>();
  getItem(key: string) {
    return this.data.has(key) ? (this.data.get(key) as string) : null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

export interface FakeApi extends TerminalApi {
  messages: string[];
  cleared: number;
  key: boolean;
}

export function fakeApi(overrides: Partial<TerminalApi> = {}): FakeApi {
  const api: FakeApi = {
    messages: [],
    cleared: 0,
    key: true,
    async sendMessage(message: string) {
      api.messages.push(message);
      return { ok: true, reply: `You said: ${message}` };
    },
    async generateImage() {
      return { ok: true, imageBase64: "iVBORw0KGgo=" };
    },
    async clearHistory() {
      api.cleared += 1;
    },
    async projects() {
      return { ok: true, projects: [] };
    },
    async games() {
      // As a fresh install answers: only the homebrew programs and ROMs are there.
      const list = (names: Record<string, string>, homebrew: readonly string[]) =>
        Object.entries(names).map(([id, name]) => ({ id, name, available: homebrew.includes(id) }));
      return { ok: true, catalogue: { dos: list(DOS_GAMES, DOS_HOMEBREW_IDS), gba: list(GBA_GAMES, HOMEBREW_GBA_IDS) } };
    },
    hasVisitorKey: () => api.key,
    ...overrides,
  };
  return api;
}

export interface Harness {
  engine: Engine;
  deps: EngineDeps;
  clock: ManualClock;
  storage: MemoryStorage;
  api: FakeApi;
  effects: EngineEffect[];
  snapshots: EngineSnapshot[];
  setLanguage(lng: Language): void;
  texts(): string[];
  /** Submits and lets microtasks settle (no timers run). */
  run(input: string): Promise<void>;
  last(n?: number): string[];
}

export interface HarnessOptions {
  seed?: number;
  reducedMotion?: boolean;
  language?: Language;
  /** The content the engine prints from (the sample by default). */
  content?: EngineContent;
  fetch?: typeof fetch;
  api?: Partial<TerminalApi>;
  storage?: MemoryStorage;
  boot?: boolean;
  /** The terminal's width as the page measures it (absent: unknown, as on the server). */
  columns?: number;
  /** Runs as the server runs it for a visitor without JavaScript. */
  scriptless?: boolean;
}

export async function makeHarness(options: HarnessOptions = {}): Promise<Harness> {
  const clock = new ManualClock();
  const storage = options.storage ?? new MemoryStorage();
  const api = fakeApi(options.api);
  let language: Language = options.language ?? "en";
  const deps: EngineDeps = {
    content: options.content ?? sampleContent(),
    api,
    fetch:
      options.fetch ??
      (async () => {
        throw new TypeError("fetch disabled in tests");
      }),
    storage,
    now: () => new Date(clock.now),
    random: seeded(options.seed ?? 42),
    setTimeout: clock.setTimeout,
    clearTimeout: clock.clearTimeout,
    language: () => language,
    reducedMotion: () => options.reducedMotion ?? true,
    ...(options.columns === undefined ? {} : { columns: () => options.columns }),
    ...(options.scriptless ? { scriptless: true } : {}),
  };
  const engine = createEngine(deps);
  const effects: EngineEffect[] = [];
  const snapshots: EngineSnapshot[] = [];
  engine.subscribe((snap, effect) => {
    snapshots.push(snap);
    if (effect) effects.push(effect);
  });
  if (options.boot !== false) {
    engine.boot();
    await clock.runAll();
  }
  const texts = () => engine.snapshot().lines.map((l) => l.text);
  return {
    engine,
    deps,
    clock,
    storage,
    api,
    effects,
    snapshots,
    setLanguage: (lng) => {
      language = lng;
    },
    texts,
    async run(input: string) {
      const done = engine.submit(input);
      await flushMicrotasks();
      void done;
    },
    last: (n = 1) => texts().slice(-n),
  };
}

/** A harness whose visitor became root the quest's way: token, recovery API, sudo with the phrase. */
export async function rootHarness(options: HarnessOptions = {}): Promise<Harness> {
  const h = await makeHarness(options);
  // Learn the phrase through the simulated API, then authenticate.
  await h.run("cat ~/.secrets/api_token");
  const apiToken = h.last()[0];
  await h.run(`curl -H "Authorization: Bearer ${apiToken}" http://localhost:8080/api/v1/recovery`);
  const phrase = /"recovery_phrase": "([^"]+)"/.exec(h.texts().join("\n"))?.[1] ?? "";
  await h.run("sudo");
  await h.run(phrase);
  expect(h.engine.snapshot().user).toBe("root");
  return h;
}

/** Deps with a manual clock for an engine made by hand (restored or pre-booted sessions). */
export function plainDeps(overrides: Partial<EngineDeps> = {}): EngineDeps & { clock: ManualClock } {
  const clock = new ManualClock();
  return {
    content: sampleContent(),
    clock,
    api: fakeApi(),
    fetch: async () => {
      throw new TypeError("fetch disabled in tests");
    },
    storage: new MemoryStorage(),
    now: () => new Date(clock.now),
    random: seeded(99),
    setTimeout: clock.setTimeout,
    clearTimeout: clock.clearTimeout,
    language: () => "en",
    reducedMotion: () => true,
    ...overrides,
  };
}
