/**
 * The owner's identity, story and skills. Edit this file (and projects.ts) to
 * make the site yours; every text has its English and French side by side.
 * The sample owner is fictional.
 */
import type { Profile, SkillCategory } from "./types";

export const profile: Profile = {
  name: "Clara Adler",
  handle: "clad",
  title: {
    en: "Full-Stack & AI Engineer",
    fr: "Ingénieure Full-Stack & IA",
  },
  description: {
    en: "I build fast web products and AI agents that do real work: APIs, LLM tooling, automation and the interfaces people enjoy using.",
    fr: "Je construis des produits web rapides et des agents IA qui travaillent pour de vrai : API, outillage LLM, automatisation et des interfaces agréables à utiliser.",
  },
  location: { en: "Lyon, France (remote friendly)", fr: "Lyon, France (télétravail bienvenu)" },
  avatarUrl: "/images/avatar.svg",
  email: "hello@clara-adler.dev",
  socials: {
    x: "https://x.com/clad_dev",
    github: "https://github.com/clad-dev",
    twitch: "https://www.twitch.tv/clad_dev",
  },
  projectsIntro: {
    en: "Open-source tools and client work, from AI agents to data pipelines.",
    fr: "Outils open source et missions clients, des agents IA aux pipelines de données.",
  },
  facts: {
    yearsOfExperience: 12,
    selfTaughtSince: 2009,
    communitySize: 25000,
    workingSince: 2015,
  },
  about: {
    intro: {
      en: "Self-taught since 2009 and shipping professionally since 2015, I have spent over 12 years turning ideas into products, and I share the journey live with a community of over 25,000 developers.",
      fr: "Autodidacte depuis 2009 et en poste depuis 2015, je transforme des idées en produits depuis plus de 12 ans, et je partage l'aventure en direct avec une communauté de plus de 25 000 développeurs.",
    },
    modalParagraphs: [
      {
        en: "I wrote my first lines of code in 2009, teaching myself PHP and JavaScript to build tools for online communities. That curiosity never left.",
        fr: "J'ai écrit mes premières lignes de code en 2009, en apprenant seule le PHP et le JavaScript pour outiller des communautés en ligne. Cette curiosité ne m'a jamais quittée.",
      },
      {
        en: "Since 2015 I have worked with start-ups and larger teams on back ends, data pipelines and front ends, from the first commit to production at scale: over 12 years of experience in all.",
        fr: "Depuis 2015, je travaille avec des start-ups et de plus grandes équipes sur des back-ends, des pipelines de données et des front-ends, du premier commit à la production à grande échelle : plus de 12 ans d'expérience au total.",
      },
      {
        en: "Today I focus on AI engineering: agents that call real tools, retrieval that stays grounded, and evaluation that keeps them honest.",
        fr: "Aujourd'hui, je me concentre sur l'ingénierie IA : des agents qui appellent de vrais outils, une recherche documentaire ancrée dans les faits et des évaluations qui les gardent honnêtes.",
      },
      {
        en: "I also stream and write about building software, for a community of over 25,000 people who like to learn in the open.",
        fr: "Je diffuse aussi en direct et j'écris sur la construction de logiciels, pour une communauté de plus de 25 000 personnes qui aiment apprendre ensemble.",
      },
    ],
    cards: [
      {
        id: "modernStack",
        title: { en: "Modern stack", fr: "Stack moderne" },
        text: {
          en: "TypeScript end to end, Remix and React on the front, Node and Python services behind, SQLite or Postgres underneath.",
          fr: "TypeScript de bout en bout, Remix et React côté client, des services Node et Python derrière, SQLite ou Postgres en dessous.",
        },
        keywords: ["TypeScript", "React", "Remix", "Node.js"],
      },
      {
        id: "aiSpecialist",
        title: { en: "AI specialist", fr: "Spécialiste IA" },
        text: {
          en: "LLM agents with tool calling, retrieval-augmented generation, evaluation and self-hosted models.",
          fr: "Agents LLM avec appels d'outils, génération augmentée par la recherche, évaluation et modèles auto-hébergés.",
        },
        keywords: ["LLM", "RAG", "Agents", "OpenAI"],
      },
      {
        id: "techCreator",
        title: { en: "Tech creator", fr: "Créatrice tech" },
        text: {
          en: "Live coding streams, tutorials and open-source tools for a community of over 25,000 developers.",
          fr: "Lives de code, tutoriels et outils open source pour une communauté de plus de 25 000 développeurs.",
        },
        keywords: ["Twitch", "Open source", { en: "Tutorials", fr: "Tutoriels" }],
      },
    ],
  },
};

export const skillCategories: SkillCategory[] = [
  {
    id: "backend",
    label: { en: "Backend", fr: "Backend" },
    altLabel: { en: "Modern stack", fr: "Stack moderne" },
    skills: [
      { name: "Node.js", proficiency: "Expert" },
      { name: "TypeScript", proficiency: "Expert" },
      { name: "Python", proficiency: "Expert" },
      { name: "PHP", proficiency: "Confirmed" },
      { name: "Go", proficiency: "Intermediate" },
      { name: "REST & GraphQL APIs", fr: "API REST & GraphQL", proficiency: "Expert" },
      { name: "WebSockets", proficiency: "Confirmed" },
    ],
  },
  {
    id: "cloudDevopsBdd",
    label: { en: "Cloud, DevOps & databases", fr: "Cloud, DevOps & BDD" },
    altLabel: { en: "Cloud and infra", fr: "Cloud et infra" },
    skills: [
      { name: "PostgreSQL", proficiency: "Expert" },
      { name: "SQLite", proficiency: "Expert" },
      { name: "Redis", proficiency: "Confirmed" },
      { name: "Docker", proficiency: "Expert" },
      { name: "AWS", proficiency: "Confirmed" },
      { name: "Kubernetes", proficiency: "Intermediate" },
    ],
  },
  {
    id: "iaMl",
    label: { en: "AI & machine learning", fr: "IA & machine learning" },
    altLabel: { en: "AI and LLMs", fr: "IA et LLM" },
    skills: [
      { name: "LLM agents & tool calling", fr: "Agents LLM & appels d'outils", proficiency: "Expert" },
      { name: "RAG & embeddings", fr: "RAG & vectorisation", proficiency: "Expert" },
      { name: "OpenAI API", proficiency: "Expert" },
      { name: "Prompt evaluation", fr: "Évaluation de prompts", proficiency: "Confirmed" },
      { name: "Self-hosted models (Ollama, vLLM)", fr: "Modèles auto-hébergés (Ollama, vLLM)", proficiency: "Confirmed" },
      { name: "PyTorch", proficiency: "Intermediate" },
    ],
  },
  {
    id: "frontend",
    label: { en: "Frontend", fr: "Frontend" },
    altLabel: { en: "Web interfaces", fr: "Interfaces web" },
    skills: [
      { name: "React & Remix", proficiency: "Expert" },
      { name: "CSS & accessibility", fr: "CSS & accessibilité", proficiency: "Confirmed" },
      { name: "Framer Motion", proficiency: "Confirmed" },
    ],
  },
  {
    id: "automation",
    label: { en: "Automation", fr: "Automatisation" },
    altLabel: { en: "Workflows and scraping", fr: "Workflows et scraping" },
    skills: [
      { name: "n8n & workflow automation", fr: "n8n & automatisation de workflows", proficiency: "Expert" },
      { name: "Playwright & scraping", fr: "Playwright & extraction web", proficiency: "Confirmed" },
    ],
  },
  {
    id: "tools",
    label: { en: "Tools", fr: "Outils" },
    altLabel: { en: "Dev tooling", fr: "Outillage dev" },
    skills: [
      { name: "Git & GitHub Actions", proficiency: "Expert" },
      { name: "Linux & shell", fr: "Linux & ligne de commande", proficiency: "Expert" },
      { name: "Vitest & Playwright", proficiency: "Confirmed" },
      { name: "jQuery", proficiency: "Confirmed" },
      { name: "Figma", proficiency: "Intermediate" },
    ],
  },
];
