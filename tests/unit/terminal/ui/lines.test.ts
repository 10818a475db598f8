import { describe, expect, it } from "vitest";
import { imageDataUrl, imageDownloadName, linkKind, splitUserLine } from "~/terminal/ui/lines";
import { gameDisplayName, overlayClosedLine, overlayTitle } from "~/terminal/ui/overlay-lines";
import { hangmanStrings } from "~/games/hangman/strings";
import { BRICK_STRINGS } from "~/games/brickbreaker/strings";
import { SNAKE_STRINGS } from "~/games/snake/strings";
import { GBA_STRINGS } from "~/emulators/gba/strings";
import { MINI_GAMES } from "~/terminal/catalog";
import { makeT } from "./helpers";

describe("splitUserLine", () => {
  it("splits at the first $", () => {
    expect(splitUserLine({ text: "guest@clad:~$ echo $HOME" })).toEqual({
      prompt: "guest@clad:~$",
      command: " echo $HOME",
    });
  });
  it("uses the engine's prompt when given", () => {
    expect(splitUserLine({ text: "root@clad:/home/root# ls", prompt: "root@clad:/home/root#" })).toEqual({
      prompt: "root@clad:/home/root#",
      command: " ls",
    });
  });
  it("keeps a line without $ as command only", () => {
    expect(splitUserLine({ text: "hello" })).toEqual({ prompt: "", command: "hello" });
  });
});

describe("imageDownloadName", () => {
  it("turns spaces into underscores and adds .png", () => {
    expect(imageDownloadName("a red fox")).toBe("a_red_fox.png");
  });
  it("cuts the prompt to 30 characters", () => {
    const name = imageDownloadName("a cyberpunk city at night with neon lights everywhere");
    expect(name).toBe("a_cyberpunk_city_at_night_with.png");
    expect(name.length).toBe(30 + ".png".length);
  });
  it("uses a generic name without a prompt", () => {
    expect(imageDownloadName("")).toBe("generated_image.png");
    expect(imageDownloadName("   ")).toBe("generated_image.png");
  });
});

describe("imageDataUrl", () => {
  it("wraps bare base64 as a PNG data URL and keeps full data URLs", () => {
    expect(imageDataUrl("iVBORw0KGgo=")).toBe("data:image/png;base64,iVBORw0KGgo=");
    expect(imageDataUrl("data:image/png;base64,AAAA")).toBe("data:image/png;base64,AAAA");
  });
});

describe("linkKind", () => {
  it("opens http(s) and mailto links in a new tab", () => {
    expect(linkKind("https://github.com/x")).toBe("external");
    expect(linkKind("HTTP://example.com")).toBe("external");
    expect(linkKind("mailto:a@b.c")).toBe("external");
  });
  it("keeps in-page links", () => {
    expect(linkKind("#projects")).toBe("internal");
    expect(linkKind("/cv.pdf")).toBe("internal");
  });
  it("never links script or protocol-relative URLs", () => {
    expect(linkKind("javascript:alert(1)")).toBe("unsafe");
    expect(linkKind(" javascript:alert(1)")).toBe("unsafe");
    expect(linkKind("//evil.example")).toBe("unsafe");
    expect(linkKind("data:text/html,x")).toBe("unsafe");
  });
});

describe("overlayClosedLine", () => {
  const t = makeT("en");
  it("says the spec's closing lines", () => {
    expect(overlayClosedLine({ kind: "contact" }, t)).toBe("Contact form closed.");
    expect(overlayClosedLine({ kind: "game", game: "brickbreaker", name: gameDisplayName("brickbreaker") }, t)).toBe(
      "Brick Breaker terminated.",
    );
    expect(overlayClosedLine({ kind: "dos", gameId: "doom", name: "Doom" }, t)).toBe("Doom terminated.");
    expect(overlayClosedLine({ kind: "gba", gameId: "x", name: "Tetris Worlds" }, t)).toBe("GBA Emulator: Tetris Worlds terminated.");
    expect(overlayClosedLine({ kind: "gba", gameId: "x", name: "" }, t)).toBe("GBA Emulator: GBA Game terminated.");
  });
  it("has French lines", () => {
    expect(overlayClosedLine({ kind: "contact" }, makeT("fr"))).toBe("Formulaire de contact fermé.");
  });
});

describe("overlayTitle", () => {
  it("names each mini-game in the page's language, as the game itself does", () => {
    const game = (id: (typeof MINI_GAMES)[number]) => ({ kind: "game" as const, game: id, name: gameDisplayName(id) });
    for (const lng of ["en", "fr"] as const) {
      const t = makeT(lng);
      expect(overlayTitle(game("hangman"), t)).toBe(hangmanStrings(lng).title);
      expect(overlayTitle(game("brickbreaker"), t)).toBe(BRICK_STRINGS[lng].title);
      expect(overlayTitle(game("snake"), t)).toBe(SNAKE_STRINGS[lng].title);
      for (const id of MINI_GAMES) expect(overlayTitle(game(id), t)).not.toBe("");
    }
    expect(overlayTitle(game("hangman"), makeT("fr"))).toBe("Pendu");
    expect(overlayClosedLine(game("hangman"), makeT("fr"))).toBe("Pendu terminé.");
    expect(overlayClosedLine(game("hangman"), makeT("en"))).toBe("Hangman terminated.");
    expect(overlayTitle({ kind: "contact" }, makeT("fr"))).toBe(makeT("fr")("contact.title"));
    expect(overlayTitle({ kind: "gba", gameId: "x", name: "Tetris Worlds" }, makeT("fr"))).toBe("Tetris Worlds");
  });
});

describe("the overlay's buttons and the GBA player's", () => {
  it("have different names in every language (Expand is not the player's way out of fullscreen)", () => {
    for (const lng of ["en", "fr"] as const) {
      const t = makeT(lng);
      const overlay = [t("overlay.expand"), t("overlay.collapse")];
      const player = [GBA_STRINGS[lng].restore];
      for (const name of player) expect(overlay).not.toContain(name);
    }
  });
});
