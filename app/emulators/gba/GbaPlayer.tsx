/**
 * The GBA player. The mGBA core is self-hosted (public/vendor/mgba-2.5.1) and
 * the server side is ready (/gba/binaries, the frame CSP), but the player
 * itself has not landed yet: it says so plainly and closes like every program.
 */
import { useEffect, useRef } from "react";
import type { EmulatorProps } from "~/games/shared/types";

const TEXT = {
  en: {
    title: "GBA emulator not available yet",
    body: "The Game Boy Advance player is still being built. Try 'dos demo' meanwhile.",
    close: "Close",
  },
  fr: {
    title: "Émulateur GBA pas encore disponible",
    body: "Le lecteur Game Boy Advance est en cours de construction. Essayez 'dos demo' en attendant.",
    close: "Fermer",
  },
};

export default function GbaPlayer({ lang, onExit }: EmulatorProps) {
  const text = TEXT[lang] ?? TEXT.en;
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus({ preventScroll: true }), []);
  return (
    <div className="game" data-testid="player-gba" role="status">
      <p>
        <strong>{text.title}</strong>
      </p>
      <p>{text.body}</p>
      <button ref={close} type="button" className="game-button" onClick={onExit}>
        {text.close}
      </button>
    </div>
  );
}
