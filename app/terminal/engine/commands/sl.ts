import type { Command, CommandContext } from "../command";

/** A small steam locomotive (drawn for this terminal), smoke first. */
export const LOCOMOTIVE = [
  "      o O o (   )",
  "     o       ( )",
  "   _||__  ____________",
  "  (  __ )(| S  L     |",
  " /-|_||_|-|__________|",
  "/_/(O)-(O)--(O)--(O)-\\",
];

/** How far the train comes from (columns), and how it moves: two columns a frame, 20 frames a second. */
const TRACK = 48;
const STEP = 2;
const FRAME_MS = 50;

/** The train `offset` columns from the left edge. */
const frame = (offset: number) => LOCOMOTIVE.map((line) => `${" ".repeat(offset)}${line}`.trimEnd());

/**
 * `sl`, for those who type `ls` too fast. In the browser the train crosses the screen (2.4 s; Escape stops
 * it); with reduced motion, without JavaScript or into a pipe it is drawn once, standing still.
 */
export const sl: Command = {
  name: "sl",
  unix: true,
  help: {
    en: { usage: "sl", summary: "A steam locomotive, for when you meant ls" },
    fr: { usage: "sl", summary: "Une locomotive à vapeur, quand vous vouliez taper ls" },
  },
  run(ctx) {
    if (ctx.piped || ctx.deps.scriptless || ctx.deps.reducedMotion()) {
      for (const line of frame(0)) ctx.print("system", line);
      return 0;
    }
    return drive(ctx);
  },
};

function drive(ctx: CommandContext): Promise<number> {
  // The lines are marked as being typed: screen readers get the train once, when it stops.
  const ids = frame(TRACK).map((line) => ctx.print("system", line, { typing: true }));
  return new Promise<number>((resolve) => {
    let offset = TRACK;
    let cancelTimer: () => void = () => undefined;
    const draw = (final: boolean) =>
      ctx.batch(() => frame(offset).forEach((text, i) => ctx.update(ids[i], final ? { text, typing: false } : { text })));
    const finish = () => {
      cancelTimer();
      offset = 0;
      draw(true);
      resolve(0);
    };
    const tick = () => {
      offset = Math.max(0, offset - STEP);
      if (offset === 0) return finish();
      draw(false);
      cancelTimer = ctx.later(FRAME_MS, tick);
    };
    ctx.onCancel(finish);
    cancelTimer = ctx.later(FRAME_MS, tick);
  });
}
