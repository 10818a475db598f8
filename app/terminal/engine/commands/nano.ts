import { editorCommand } from "../editor";

export const nano = editorCommand("nano", {
  en: { usage: "nano [file]", summary: "Edit a file (Ctrl+O saves, Ctrl+X quits)" },
  fr: { usage: "nano [fichier]", summary: "Modifier un fichier (Ctrl+O enregistre, Ctrl+X quitte)" },
});
