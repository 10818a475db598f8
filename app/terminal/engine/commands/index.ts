/** The command registry, in the order `help` lists them. */
import type { Command } from "../command";
import { about } from "./about";
import { agents } from "./agents";
import { alias } from "./alias";
import { base64_decode } from "./base64_decode";
import { base64_encode } from "./base64_encode";
import { brickbreaker } from "./brickbreaker";
import { cat } from "./cat";
import { cd } from "./cd";
import { cp } from "./cp";
import { df } from "./df";
import { du } from "./du";
import { challenge } from "./challenge";
import { clear } from "./clear";
import { contact } from "./contact";
import { curl } from "./curl";
import { cv } from "./cv";
import { date } from "./date";
import { dos } from "./dos";
import { echo } from "./echo";
import { printf } from "./printf";
import { sleep } from "./sleep";
import { su } from "./su";
import { email } from "./email";
import { exit } from "./exit";
import { games } from "./games";
import { gba } from "./gba";
import { gen_image } from "./gen_image";
import { hangman } from "./hangman";
import { help } from "./help";
import { history } from "./history";
import { lang } from "./lang";
import { logout } from "./logout";
import { ls } from "./ls";
import { mkdir } from "./mkdir";
import { mv } from "./mv";
import { nano } from "./nano";
import { netstat } from "./netstat";
import { ownerInfo } from "./owner_info";
import { ping } from "./ping";
import { projects } from "./projects";
import { pwd } from "./pwd";
import { resume } from "./resume";
import { rm } from "./rm";
import { rmdir } from "./rmdir";
import { skills } from "./skills";
import { snake } from "./snake";
import { socials } from "./socials";
import { sudo } from "./sudo";
import { theme } from "./theme";
import { touch } from "./touch";
import { trophy } from "./trophy";
import { unalias } from "./unalias";
import { unlock } from "./unlock";
import { vi } from "./vi";
import { vim } from "./vim";
import { whoami } from "./whoami";
import { wordle } from "./wordle";
import { cut } from "./cut";
import { env } from "./env";
import { exportCommand } from "./export";
import { find } from "./find";
import { grep } from "./grep";
import { head } from "./head";
import { hostname } from "./hostname";
import { id } from "./id";
import { kill } from "./kill";
import { less } from "./less";
import { more } from "./more";
import { man } from "./man";
import { neofetch } from "./neofetch";
import { ps } from "./ps";
import { sort } from "./sort";
import { tail } from "./tail";
import { tee } from "./tee";
import { tr } from "./tr";
import { tree } from "./tree";
import { uname } from "./uname";
import { uniq } from "./uniq";
import { uptime } from "./uptime";
import { wc } from "./wc";
import { type } from "./type";
import { unset } from "./unset";
import { which } from "./which";
import { trueCommand } from "./true";
import { falseCommand } from "./false";
import { seq } from "./seq";
import { sed } from "./sed";
import { awk } from "./awk";
import { diff } from "./diff";
import { top } from "./top";
import { fortune } from "./fortune";
import { sl } from "./sl";
import { xargs } from "./xargs";

/** Stands for the info command until the owner's handle names it. */
const INFO = ownerInfo("owner");

const COMMANDS: readonly Command[] = [
  help,
  // The portfolio first: what visitors type first (the page's section headings are these commands).
  about,
  skills,
  projects,
  resume,
  cv,
  socials,
  email,
  contact,
  agents,
  ls,
  cd,
  pwd,
  cat,
  whoami,
  sudo,
  su,
  logout,
  exit,
  clear,
  history,
  echo,
  printf,
  sleep,
  touch,
  mkdir,
  rm,
  rmdir,
  cp,
  mv,
  df,
  du,
  alias,
  unalias,
  date,
  man,
  grep,
  find,
  head,
  tail,
  wc,
  sort,
  uniq,
  cut,
  tr,
  sed,
  awk,
  diff,
  seq,
  xargs,
  tee,
  tree,
  less,
  more,
  which,
  type,
  env,
  exportCommand,
  unset,
  uname,
  hostname,
  uptime,
  id,
  ps,
  top,
  kill,
  neofetch,
  fortune,
  sl,
  trueCommand,
  falseCommand,
  theme,
  lang,
  challenge,
  trophy,
  unlock,
  curl,
  ping,
  base64_encode,
  base64_decode,
  gen_image,
  games,
  snake,
  hangman,
  brickbreaker,
  wordle,
  dos,
  gba,
  INFO,
  netstat,
  nano,
  vi,
  vim,
];

/** The commands for an owner: the root-only info command is `<handle>_info`. */
export function commandsFor(handle: string): readonly Command[] {
  const info = ownerInfo(handle);
  return COMMANDS.map((c) => (c === INFO ? info : c));
}

/** Every command's name for an owner, in `help` order. */
export const commandNames = (handle: string): string[] => commandsFor(handle).map((c) => c.name);
