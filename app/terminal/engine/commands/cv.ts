import { resumeCommand } from "./resume";

export const cv = resumeCommand("cv", {
  en: { usage: "cv", summary: "The same as resume" },
  fr: { usage: "cv", summary: "Comme resume" },
});
