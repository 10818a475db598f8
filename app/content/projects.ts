/** The owner's projects. Upserted into SQLite at start; order here is display order. */
import type { ProjectContent } from "./types";

export const projectList: ProjectContent[] = [
  {
    id: "stream-copilot",
    isOpenSource: true,
    icon: "Twitch",
    tags: ["TypeScript", "Node.js", "Twitch API", "WebSockets", "OpenAI", "Redis"],
    githubUrl: "https://github.com/clad-dev/stream-copilot",
    liveUrl: "",
    imageUrl: "/images/projects/stream-copilot.svg",
    features: {
      en: ["Chat moderation with an LLM in the loop", "Live polls and clips from chat commands", "Overlay widgets for OBS"],
      fr: [
        "Modération du chat avec un LLM dans la boucle",
        "Sondages et clips en direct depuis les commandes du chat",
        "Widgets d'incrustation pour OBS",
      ],
    },
    twitterPosts: ["https://x.com/clad_dev/status/1790000000000000001", "https://x.com/clad_dev/status/1790000000000000002"],
    text: {
      en: {
        title: "Stream Copilot",
        description: "An open-source Twitch bot that moderates, summarises and entertains chat with an AI assistant.",
        extendedDescription:
          "Stream Copilot listens to Twitch chat over WebSockets, classifies messages with a small model, and lets an assistant answer questions about the stream. It runs on a single Node process with Redis for rate limits.",
      },
      fr: {
        title: "Stream Copilot",
        description: "Un bot Twitch open source qui modère, résume et anime le chat avec un assistant IA.",
        extendedDescription:
          "Stream Copilot écoute le chat Twitch via WebSockets, classe les messages avec un petit modèle et laisse un assistant répondre aux questions sur le live. Il tourne dans un seul processus Node avec Redis pour les limites de débit.",
      },
    },
  },
  {
    id: "agent-desk",
    isOpenSource: false,
    icon: "BrainCircuit",
    tags: ["Python", "FastAPI", "RAG", "PostgreSQL", "pgvector"],
    githubUrl: "",
    liveUrl: "https://agentdesk.example.com",
    imageUrl: "/images/projects/agent-desk.svg",
    features: {
      en: ["Support agent grounded on the client's documentation", "Tool calls into the ticketing system", "Weekly evaluation reports"],
      fr: [
        "Agent de support ancré dans la documentation du client",
        "Appels d'outils vers le système de tickets",
        "Rapports d'évaluation hebdomadaires",
      ],
    },
    twitterPosts: [],
    text: {
      en: {
        title: "AgentDesk",
        description: "A customer-support AI agent for a SaaS client, answering from their docs and opening tickets.",
        extendedDescription:
          "AgentDesk resolves the first line of support: retrieval over the documentation, tool calls to the ticketing API, and a hand-off to humans with a summary when it is unsure.",
      },
      fr: {
        title: "AgentDesk",
        description: "Un agent IA de support client pour un client SaaS, qui répond depuis sa documentation et ouvre des tickets.",
        extendedDescription:
          "AgentDesk traite le premier niveau de support : recherche dans la documentation, appels d'outils vers l'API de tickets et passage de relais à un humain avec un résumé en cas de doute.",
      },
    },
  },
  {
    id: "terminal-portfolio",
    isOpenSource: true,
    icon: "Code2",
    tags: ["Remix", "React", "TypeScript", "SQLite"],
    githubUrl: "https://github.com/clad-dev/terminal-portfolio",
    liveUrl: "#",
    imageUrl: "/images/projects/terminal-portfolio.svg",
    features: {
      en: ["A fake OS with a hacking quest", "Mini-games and emulators", "Bilingual, works without JavaScript"],
      fr: ["Un faux OS avec une quête de hacking", "Mini-jeux et émulateurs", "Bilingue, fonctionne sans JavaScript"],
    },
    twitterPosts: [],
    text: {
      en: {
        title: "Terminal Portfolio",
        description: "This very site: a portfolio whose hero is an interactive terminal.",
        extendedDescription:
          "A self-hostable portfolio with a simulated shell, an AI assistant, games and emulators, all served from one small Node process.",
      },
      fr: {
        title: "Portfolio Terminal",
        description: "Ce site même : un portfolio dont la vitrine est un terminal interactif.",
        extendedDescription:
          "Un portfolio auto-hébergeable avec un shell simulé, un assistant IA, des jeux et des émulateurs, le tout servi par un petit processus Node.",
      },
    },
  },
  {
    id: "ledger-sync",
    isOpenSource: false,
    icon: "Database",
    tags: ["Go", "PostgreSQL", "Kafka", "Docker", "AWS"],
    githubUrl: "",
    liveUrl: "",
    imageUrl: "/images/projects/ledger-sync.svg",
    features: {
      en: ["Change-data-capture from legacy databases", "Exactly-once delivery to the data warehouse", "Dashboards for reconciliation"],
      fr: [
        "Capture des changements depuis des bases historiques",
        "Livraison exactement une fois vers l'entrepôt de données",
        "Tableaux de bord de rapprochement",
      ],
    },
    twitterPosts: [],
    text: {
      en: {
        title: "LedgerSync",
        description: "A data pipeline that keeps a fintech client's ledgers in sync across three databases.",
        extendedDescription:
          "LedgerSync streams changes from legacy databases into Kafka and reconciles them in the warehouse with exactly-once guarantees.",
      },
      fr: {
        title: "LedgerSync",
        description: "Un pipeline de données qui synchronise les registres d'un client fintech entre trois bases.",
        extendedDescription:
          "LedgerSync diffuse les changements des bases historiques dans Kafka et les rapproche dans l'entrepôt avec une garantie exactement une fois.",
      },
    },
  },
];
