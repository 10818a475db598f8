/**
 * The admin page's texts in both languages, side by side. Kept out of the
 * i18n namespaces on purpose: the root loader sends every namespace with every
 * page, and the home page has no use for the owner's screens.
 */
import type { Localized } from "~/i18n/config";

export type DeliveryStatus = "pending" | "sent" | "failed" | "disabled";
export type RetryOutcome = "sent" | "failed" | "skipped" | "deferred" | "notConfigured" | "notRetryable";
export type Notice =
  | { kind: "read" | "unread" | "deleted"; id: number }
  | { kind: "retry"; id: number; outcome: RetryOutcome }
  | { kind: "missing"; id: number }
  | { kind: "signedOut" }
  | { kind: "questionDeleted" }
  | { kind: "questionsCleared"; count: number };

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
}

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
    unansweredTitle: "Questions the assistant could not answer",
    unansweredIntro:
      "Asked in the terminal over the last 30 days, grouped by wording, most asked first (text only: no visitor, no address). Add an entry to faq in assistant.yaml for the ones worth an answer, then delete them here.",
    unansweredEmpty: "None in the last 30 days.",
    asked: (n) => `asked ${n} ${n === 1 ? "time" : "times"}`,
    lastAsked: "last",
    deleteQuestion: "Delete",
    clearQuestions: "Delete them all",
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
    unansweredTitle: "Questions restées sans réponse",
    unansweredIntro:
      "Posées dans le terminal ces 30 derniers jours, regroupées par formulation, les plus fréquentes d’abord (le texte seul\u00a0: ni visiteur, ni adresse). Ajoutez une entrée à faq dans assistant.yaml pour celles qui méritent une réponse, puis supprimez-les ici.",
    unansweredEmpty: "Aucune ces 30 derniers jours.",
    asked: (n) => `posée ${n} fois`,
    lastAsked: "dernière",
    deleteQuestion: "Supprimer",
    clearQuestions: "Tout supprimer",
  },
};
