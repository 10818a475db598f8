/** The hero's terminal with its programs plugged in (one lazy chunk for the page to load). */
import { Terminal, type TerminalProps } from "~/terminal/ui/Terminal";
import { renderProgram } from "./Programs";

export default function TerminalWithPrograms(props: Omit<TerminalProps, "renderProgram">) {
  return <Terminal {...props} renderProgram={renderProgram} />;
}
