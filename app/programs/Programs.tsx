/**
 * The terminal's programs (mini-games, DOS player, GBA emulator): each is its
 * own lazily loaded chunk, with its stylesheet, fetched only when the visitor
 * opens it from the terminal. Nothing here is in the first page load except
 * this small switch, itself loaded with the terminal.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from "react";
import { useTranslation } from "react-i18next";
import type { ProgramOverlay, ProgramRenderer } from "~/terminal/ui/Terminal";
import type { EmulatorProps, GameProps, ProgramLanguage } from "~/games/shared/types";
import { toLang } from "~/i18n/config";

type GameId = Extract<ProgramOverlay, { kind: "game" }>["game"];

const GAMES: Record<GameId, LazyExoticComponent<ComponentType<GameProps>>> = {
  snake: lazy(() => import("~/games/snake/SnakeGame")),
  hangman: lazy(() => import("~/games/hangman/HangmanGame")),
  brickbreaker: lazy(() => import("~/games/brickbreaker/BrickBreakerGame")),
  wordle: lazy(() => import("~/games/wordle/WordleGame")),
};

const DosPlayer = lazy(() => import("~/emulators/dos/DosPlayer"));
const GbaPlayer = lazy(() => import("~/emulators/gba/GbaPlayer"));

function Program({ program, close }: { program: ProgramOverlay; close: () => void }) {
  const { t, i18n } = useTranslation("terminal");
  const lang: ProgramLanguage = toLang(i18n.language);
  let body;
  if (program.kind === "game") {
    const Game = GAMES[program.game];
    body = <Game lang={lang} onExit={close} />;
  } else {
    const Player: ComponentType<EmulatorProps> = program.kind === "dos" ? DosPlayer : GbaPlayer;
    body = <Player lang={lang} onExit={close} gameId={program.gameId} name={program.name} />;
  }
  return (
    <Suspense
      fallback={
        <p className="term-overlay-loading" role="status">
          {t("loading")}
        </p>
      }
    >
      {body}
    </Suspense>
  );
}

export const renderProgram: ProgramRenderer = (program, close) => <Program program={program} close={close} />;
