import type { Messages } from "./index";

/** The engine's Spanish texts: what is translated; the rest falls back to English key by key. */
export const ES: Partial<Messages> = {
  booting: "Iniciando AI Interface v2.1...",
  loading: "Cargando",
  greet1: "¡Hola! Soy el asistente de IA de {name}.",
  greet2: "Pregúntame lo que quieras sobre el trabajo de {name}, o escribe un comando.",
  greet3: "Escribe 'help' para ver los comandos",
  thinking: "Pensando...",
  aiFallback: "(respuesta del asistente integrado: el servicio de IA no respondió)",
  // keys, completion and editor
  editorUsage: "Uso: {cmd} <archivo>",
  editorWrote: "[ {count} líneas escritas en {path} ]",
  didYouMean: "¿Quería decir {cmd}?",
  gameNotInstalled: "{name} no está instalado en este sitio. Su propietario puede añadirlo como {file} en {dir} (docs/operations.md).",
  commandNotFound: "{cmd}: comando no encontrado",
  noSuchFile: "{cmd}: {path}: No existe el archivo o el directorio",
  isDirectory: "{cmd}: {path}: Es un directorio",
  catMissing: "cat: Falta el nombre del archivo.",
  themeSet: "Tema cambiado a {name}.",
  themesTitle: "Temas disponibles:",
  helpTitle: "Comandos disponibles:",
  projectsTitle: "Proyectos:",
  gamesTitle: "Juegos disponibles:",
  infoOwner: "Propietario",
  infoRole: "Puesto",
  infoLocation: "Ubicación",
  contactOpening: "Abriendo el formulario de contacto...",
  langCurrent: "Idioma actual: {name} ({code}). Uso: lang [{codes}]",
  langUnsupported: "lang: idioma no disponible '{arg}' (usa {codes})",
  langSet: "Idioma cambiado a {name}.",
  or: "o",
};
