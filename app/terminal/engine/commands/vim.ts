import { editorCommand } from "../editor";

export const vim = editorCommand(
  "vim",
  {
    en: { usage: "vim [file]", summary: "Edit a file (the friendly way)" },
    fr: { usage: "vim [fichier]", summary: "Modifier un fichier (en douceur)" },
  },
  true,
);
