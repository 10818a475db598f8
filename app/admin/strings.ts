/**
 * The admin page's texts in both languages, side by side. Kept out of the
 * i18n namespaces on purpose: the root loader sends every namespace with every
 * page, and the home page has no use for the owner's screens.
 */
import { englishName, type Localized } from "~/i18n/config";
import type { LowConfidence } from "~/services/unanswered.server";
import type { DraftProblem } from "~/services/owner-answer-limits";

export type DeliveryStatus = "pending" | "sent" | "failed" | "disabled";
export type RetryOutcome = "sent" | "failed" | "skipped" | "deferred" | "notConfigured" | "notRetryable";
export type Notice =
  | { kind: "read" | "unread" | "deleted"; id: number }
  | { kind: "retry"; id: number; outcome: RetryOutcome }
  | { kind: "missing"; id: number }
  | { kind: "signedOut" }
  | { kind: "questionDeleted" }
  | { kind: "questionsCleared"; count: number }
  | { kind: "answerSaved" | "answerDeleted" | "answerGone" };

export interface AdminStrings {
  title: string;
  loginTitle: string;
  loginIntro: string;
  tokenLabel: string;
  signIn: string;
  wrongToken: string;
  tokenRequired: string;
  tooManyTries: (minutes: number) => string;
  forbidden: string;
  signOut: string;
  summary: (total: number, unread: number) => string;
  showAll: string;
  showUnread: string;
  exportCsv: string;
  empty: string;
  emptyUnread: string;
  unreadMarker: string;
  from: string;
  date: string;
  language: string;
  via: (fromConsole: boolean) => string;
  delivery: string;
  status: Record<DeliveryStatus, string>;
  attempts: (n: number) => string;
  lastError: string;
  deferred: string;
  nextTry: string;
  markRead: (id: number) => string;
  markUnread: (id: number) => string;
  retry: (id: number) => string;
  deleteLink: (id: number) => string;
  confirmTitle: (id: number) => string;
  confirmText: string;
  confirmDelete: string;
  cancel: string;
  notice: (notice: Notice) => string;
  languageSwitch: string;
  unansweredTitle: string;
  unansweredIntro: string;
  unansweredEmpty: string;
  asked: (n: number) => string;
  lastAsked: string;
  deleteQuestion: string;
  clearQuestions: string;
  /** Why an answer was weak, as the owner's list names it. */
  reasons: Record<LowConfidence, string>;
  replyGiven: string;
  writeAnswer: string;
  editAnswer: string;
  newAnswer: string;
  answeredMarker: string;
  ownerAnswersTitle: string;
  ownerAnswersIntro: string;
  ownerAnswersEmpty: string;
  exportFaq: string;
  keywordsShown: string;
  used: (n: number) => string;
  lastUsed: string;
  deleteAnswer: string;
  editorTitle: string;
  editorIntro: (defaultLanguage: string) => string;
  /** A label before what it names: "Reply given: " (French puts a non-breaking space before the colon). */
  labelled: (label: string) => string;
  /** A language's name in the page's language. */
  languageName: (lng: string) => string;
  questionIn: (language: string) => string;
  answerIn: (language: string) => string;
  keywordsLabel: string;
  keywordsHint: string;
  saveAnswer: string;
  answerInvalid: string;
  answersFull: (max: number) => string;
  /** A field's problem; `max`: the characters (too long) or keywords (too many) allowed. */
  problem: (problem: DraftProblem["problem"], max: number) => string;
}

/** Language names as a French sentence says them ("en anglais"). */
const FRENCH_LANGUAGE_NAMES: Record<string, string> = { en: "anglais", fr: "français", es: "espagnol" };

const minutes = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const ADMIN_STRINGS: Localized<AdminStrings> = {
  en: {
    title: "Inbox",
    loginTitle: "Owner sign-in",
    loginIntro: "Enter the admin token (the ADMIN_TOKEN setting of this site).",
    tokenLabel: "Admin token",
    signIn: "Sign in",
    wrongToken: "Wrong token.",
    tokenRequired: "Enter the token.",
    tooManyTries: (m) => `Too many wrong tries. Try again in ${minutes(m, "minute", "minutes")}.`,
    forbidden: "This request did not come from this site's page.",
    signOut: "Sign out",
    summary: (total, unread) => `${total} ${total === 1 ? "message" : "messages"}, ${unread} unread`,
    showAll: "All messages",
    showUnread: "Unread only",
    exportCsv: "Export CSV",
    empty: "No messages yet.",
    emptyUnread: "No unread messages.",
    unreadMarker: "Unread",
    from: "From",
    date: "Date",
    language: "Language",
    via: (c) => (c ? "terminal" : "contact form"),
    delivery: "E-mail",
    status: { pending: "pending", sent: "sent", failed: "failed", disabled: "not sent (e-mail not configured)" },
    attempts: (n) => `${n} ${n === 1 ? "attempt" : "attempts"}`,
    lastError: "Last error",
    deferred: "Deferred",
    nextTry: "Next try",
    markRead: (id) => `Mark #${id} read`,
    markUnread: (id) => `Mark #${id} unread`,
    retry: (id) => `Retry delivery of #${id}`,
    deleteLink: (id) => `Delete #${id}…`,
    confirmTitle: (id) => `Delete message #${id}?`,
    confirmText: "It is removed from the database for good (backups keep their copy).",
    confirmDelete: "Yes, delete it",
    cancel: "Cancel",
    notice: (n) => {
      switch (n.kind) {
        case "read":
          return `Message #${n.id} marked as read.`;
        case "unread":
          return `Message #${n.id} marked as unread.`;
        case "deleted":
          return `Message #${n.id} deleted.`;
        case "missing":
          return `There is no message #${n.id}.`;
        case "signedOut":
          return "Signed out.";
        case "questionDeleted":
          return "Question deleted.";
        case "questionsCleared":
          return `${n.count} ${n.count === 1 ? "question" : "questions"} deleted.`;
        case "answerSaved":
          return "Your answer is saved: the assistant gives it from the next question on.";
        case "answerDeleted":
          return "Answer deleted.";
        case "answerGone":
          return "That question or answer no longer exists.";
        case "retry":
          return {
            sent: `Message #${n.id} was sent.`,
            failed: `Sending message #${n.id} failed again; see its last error.`,
            skipped: `Message #${n.id} is already being sent or is not due; nothing was done.`,
            deferred: `The daily e-mail limit is reached: message #${n.id} will be sent tomorrow (UTC).`,
            notConfigured: "E-mail delivery is not configured (RESEND_API_KEY, CONTACT_TO_EMAIL, CONTACT_FROM_EMAIL).",
            notRetryable: `Message #${n.id} is not waiting for delivery.`,
          }[n.outcome];
      }
    },
    languageSwitch: "Français",
    unansweredTitle: "Questions the assistant answered with low confidence",
    unansweredIntro:
      "Asked in the terminal over the last 30 days, grouped by wording, most asked first (text only: no visitor, no address), with why the answer was weak and what was replied. Write your own answer for the ones worth it: the assistant gives it from the next question on.",
    unansweredEmpty: "None in the last 30 days.",
    asked: (n) => `asked ${n} ${n === 1 ? "time" : "times"}`,
    lastAsked: "last",
    deleteQuestion: "Delete",
    clearQuestions: "Delete them all",
    reasons: {
      fallback: "no answer found",
      "not-listed": "technology not in your content",
      "near-tie": "two readings scored alike",
      inherited: "topic taken from the previous answer",
      "not-stated": "fact not stated in your content",
    },
    replyGiven: "reply given",
    writeAnswer: "Write an answer…",
    editAnswer: "Edit your answer…",
    newAnswer: "Answer a question of your own…",
    answeredMarker: "Answered by you",
    ownerAnswersTitle: "Your answers",
    ownerAnswersIntro:
      "The assistant gives these instead of its own answer to a question that matches one: its words, or one of your keywords, in any language. Export them as lines for assistant.yaml to keep them with your content.",
    ownerAnswersEmpty: "None yet: write one from a question above, or for a question of your own.",
    exportFaq: "Export for assistant.yaml",
    keywordsShown: "Keywords",
    used: (n) => `used ${n} ${n === 1 ? "time" : "times"}`,
    lastUsed: "last",
    deleteAnswer: "Delete",
    editorTitle: "Your answer",
    editorIntro: (lang) =>
      `Write the answer in each language you want it given in: a visitor gets it in their language, else in ${lang}. To export it to assistant.yaml, write the question and the answer in ${lang} too.`,
    labelled: (label) => `${label}: `,
    languageName: (lng) => englishName(lng),
    questionIn: (language) => `Question in ${language}`,
    answerIn: (language) => `Answer in ${language}`,
    keywordsLabel: "Other words visitors use (optional)",
    keywordsHint: "Separated by commas, e.g. university, degree, school. A question that uses one of them gets this answer.",
    saveAnswer: "Save the answer",
    answerInvalid: "The answer was not saved: see the fields below.",
    answersFull: (max) => `You have ${max} answers, the most kept: delete some, or move them to assistant.yaml (export) first.`,
    problem: (problem, max) =>
      ({
        tooLong: `Too long: at most ${max} characters.`,
        invalidText: "It holds characters no one writes (control or invisible ones): retype it.",
        answerRequired: "Write the answer in at least one language.",
        questionRequired: "Write the question in at least one language.",
        tooManyKeywords: `At most ${max} keywords.`,
      })[problem],
  },
  fr: {
    title: "Messages reçus",
    loginTitle: "Connexion du propriétaire",
    loginIntro: "Saisissez le jeton d’administration (le réglage ADMIN_TOKEN de ce site).",
    tokenLabel: "Jeton d’administration",
    signIn: "Se connecter",
    wrongToken: "Jeton incorrect.",
    tokenRequired: "Saisissez le jeton.",
    tooManyTries: (m) => `Trop d’essais incorrects. Réessayez dans ${minutes(m, "minute", "minutes")}.`,
    forbidden: "Cette requête ne vient pas d’une page de ce site.",
    signOut: "Se déconnecter",
    summary: (total, unread) => `${total} message${total > 1 ? "s" : ""}, ${unread} non lu${unread > 1 ? "s" : ""}`,
    showAll: "Tous les messages",
    showUnread: "Non lus seulement",
    exportCsv: "Exporter en CSV",
    empty: "Aucun message pour l’instant.",
    emptyUnread: "Aucun message non lu.",
    unreadMarker: "Non lu",
    from: "De",
    date: "Date",
    language: "Langue",
    via: (c) => (c ? "terminal" : "formulaire de contact"),
    delivery: "E-mail",
    status: { pending: "en attente", sent: "envoyé", failed: "échec", disabled: "non envoyé (e-mail non configuré)" },
    attempts: (n) => `${n} ${n > 1 ? "tentatives" : "tentative"}`,
    lastError: "Dernière erreur",
    deferred: "Différé",
    nextTry: "Prochain essai",
    markRead: (id) => `Marquer le n°${id} comme lu`,
    markUnread: (id) => `Marquer le n°${id} comme non lu`,
    retry: (id) => `Renvoyer le n°${id}`,
    deleteLink: (id) => `Supprimer le n°${id}…`,
    confirmTitle: (id) => `Supprimer le message n°${id}\u00a0?`,
    confirmText: "Il est retiré de la base pour de bon (les sauvegardes gardent leur copie).",
    confirmDelete: "Oui, le supprimer",
    cancel: "Annuler",
    notice: (n) => {
      switch (n.kind) {
        case "read":
          return `Message n°${n.id} marqué comme lu.`;
        case "unread":
          return `Message n°${n.id} marqué comme non lu.`;
        case "deleted":
          return `Message n°${n.id} supprimé.`;
        case "missing":
          return `Il n’y a pas de message n°${n.id}.`;
        case "signedOut":
          return "Vous êtes déconnecté.";
        case "questionDeleted":
          return "Question supprimée.";
        case "questionsCleared":
          return `${n.count} question${n.count > 1 ? "s" : ""} supprimée${n.count > 1 ? "s" : ""}.`;
        case "answerSaved":
          return "Votre réponse est enregistrée\u00a0: l’assistant la donne dès la prochaine question.";
        case "answerDeleted":
          return "Réponse supprimée.";
        case "answerGone":
          return "Cette question ou cette réponse n’existe plus.";
        case "retry":
          return {
            sent: `Le message n°${n.id} a été envoyé.`,
            failed: `L’envoi du message n°${n.id} a encore échoué\u00a0; voyez sa dernière erreur.`,
            skipped: `Le message n°${n.id} est déjà en cours d’envoi ou pas encore dû\u00a0; rien n’a été fait.`,
            deferred: `La limite quotidienne d’e-mails est atteinte\u00a0: le message n°${n.id} partira demain (UTC).`,
            notConfigured: "L’envoi d’e-mails n’est pas configuré (RESEND_API_KEY, CONTACT_TO_EMAIL, CONTACT_FROM_EMAIL).",
            notRetryable: `Le message n°${n.id} n’attend pas d’envoi.`,
          }[n.outcome];
      }
    },
    languageSwitch: "English",
    unansweredTitle: "Questions où l’assistant a répondu sans assurance",
    unansweredIntro:
      "Posées dans le terminal ces 30 derniers jours, regroupées par formulation, les plus fréquentes d’abord (le texte seul\u00a0: ni visiteur, ni adresse), avec la raison et la réponse donnée. Écrivez votre propre réponse à celles qui le méritent\u00a0: l’assistant la donne dès la prochaine question.",
    unansweredEmpty: "Aucune ces 30 derniers jours.",
    asked: (n) => `posée ${n} fois`,
    lastAsked: "dernière",
    deleteQuestion: "Supprimer",
    clearQuestions: "Tout supprimer",
    reasons: {
      fallback: "aucune réponse trouvée",
      "not-listed": "technologie absente de votre contenu",
      "near-tie": "deux lectures à égalité",
      inherited: "sujet repris de la réponse précédente",
      "not-stated": "fait absent de votre contenu",
    },
    replyGiven: "réponse donnée",
    writeAnswer: "Écrire une réponse…",
    editAnswer: "Modifier votre réponse…",
    newAnswer: "Répondre à une question de votre choix…",
    answeredMarker: "Vous y avez répondu",
    ownerAnswersTitle: "Vos réponses",
    ownerAnswersIntro:
      "L’assistant les donne à la place de sa propre réponse quand une question leur correspond\u00a0: leurs mots, ou l’un de vos mots-clés, dans n’importe quelle langue. Exportez-les en lignes pour assistant.yaml pour les garder avec votre contenu.",
    ownerAnswersEmpty: "Aucune pour l’instant\u00a0: écrivez-en une depuis une question ci-dessus, ou pour une question de votre choix.",
    exportFaq: "Exporter pour assistant.yaml",
    keywordsShown: "Mots-clés",
    used: (n) => `utilisée ${n} fois`,
    lastUsed: "dernière",
    deleteAnswer: "Supprimer",
    editorTitle: "Votre réponse",
    editorIntro: (lang) =>
      `Écrivez la réponse dans chaque langue où vous voulez la donner\u00a0: un visiteur la reçoit dans sa langue, sinon en ${lang}. Pour l’exporter vers assistant.yaml, écrivez aussi la question et la réponse en ${lang}.`,
    labelled: (label) => `${label}\u00a0: `,
    languageName: (lng) => FRENCH_LANGUAGE_NAMES[lng] ?? lng,
    questionIn: (language) => `Question en ${language}`,
    answerIn: (language) => `Réponse en ${language}`,
    keywordsLabel: "Autres mots employés par les visiteurs (facultatif)",
    keywordsHint:
      "Séparés par des virgules, par exemple\u00a0: université, diplôme, école. Une question qui emploie l’un d’eux reçoit cette réponse.",
    saveAnswer: "Enregistrer la réponse",
    answerInvalid: "La réponse n’a pas été enregistrée\u00a0: voyez les champs ci-dessous.",
    answersFull: (max) =>
      `Vous avez ${max} réponses, le maximum conservé\u00a0: supprimez-en, ou déplacez-les d’abord dans assistant.yaml (export).`,
    problem: (problem, max) =>
      ({
        tooLong: `Trop long\u00a0: ${max} caractères au plus.`,
        invalidText: "Il contient des caractères que personne n’écrit (de contrôle ou invisibles)\u00a0: retapez-le.",
        answerRequired: "Écrivez la réponse dans au moins une langue.",
        questionRequired: "Écrivez la question dans au moins une langue.",
        tooManyKeywords: `${max} mots-clés au plus.`,
      })[problem],
  },
};
