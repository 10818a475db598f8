import { editorCommand } from "../editor";

export const vi = editorCommand(
  "vi",
  {
    en: { usage: "vi [file]", summary: "Edit a file (the friendly way)" },
    fr: { usage: "vi [fichier]", summary: "Modifier un fichier (en douceur)" },
  },
  true,
);
