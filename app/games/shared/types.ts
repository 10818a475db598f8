/** What the terminal's overlay gives every program it opens (games and emulators). */
import type { Lang } from "~/i18n/config";

export type ProgramLanguage = Lang;

export interface GameProps {
  /** The interface language (Wordle's UI stays French whatever this says). */
  lang: ProgramLanguage;
  /** Leaves the program: the overlay closes and the terminal prints "<Name> terminated.". */
  onExit: () => void;
}

export interface EmulatorProps extends GameProps {
  /** Catalogue id (`doom`, `demo`, `pokemonemerald`...). */
  gameId: string;
  /** Display name from the catalogue. */
  name: string;
}
