import { THEME_DISPLAY_NAMES, type ThemeName } from "../catalog";
import type { Theme } from "./types";

/** The colours of each theme of the catalogue. matrix is the default. */
export const THEMES: Record<ThemeName, Theme> = {
  matrix: {
    name: "matrix",
    displayName: THEME_DISPLAY_NAMES.matrix,
    colors: {
      background: "#050a06",
      border: "#1f6f3a",
      text: "#33ff66",
      prompt: "#8dffa8",
      system: "#2fbf5a",
      input: "#e0ffe6",
      error: "#ff6b6b",
      success: "#a6ff8d",
    },
  },
  midnight: {
    name: "midnight",
    displayName: THEME_DISPLAY_NAMES.midnight,
    colors: {
      background: "#0b1020",
      border: "#2a3a6b",
      text: "#c8d3f5",
      prompt: "#82aaff",
      system: "#8f9bc7",
      input: "#eef1ff",
      error: "#ff7a85",
      success: "#c3e88d",
    },
  },
  retro: {
    name: "retro",
    displayName: THEME_DISPLAY_NAMES.retro,
    colors: {
      background: "#160f00",
      border: "#6b4a00",
      text: "#ffb000",
      prompt: "#ffcc4d",
      system: "#d99a1c",
      input: "#ffe1a1",
      error: "#ff7a4d",
      success: "#ffe08a",
    },
  },
  hacker: {
    name: "hacker",
    displayName: THEME_DISPLAY_NAMES.hacker,
    colors: {
      background: "#000000",
      border: "#2e2e2e",
      text: "#00ff00",
      prompt: "#00ff00",
      system: "#00b300",
      input: "#ffffff",
      error: "#ff3355",
      success: "#66ffb3",
    },
  },
};
