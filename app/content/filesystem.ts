/**
 * The terminal's fictional file system: notes, logs, configuration and fake
 * secrets of the owner's machine. Edit the texts freely; keep the quest files
 * (the API token, the notes that point at the internal API) so the challenge
 * stays solvable. Paths are absolute; parent directories are created
 * automatically. `requiresAuth` entries (and everything below them) are hidden
 * and refused for guest. Text may be one string or `{ en, fr }`.
 *
 * Nothing here is real: every key, address and log line is made up.
 */
import { profile } from "./profile";
import type { Bilingual } from "./types";

export type FileText = string | Bilingual;

export type FileSystemSpecEntry = { type: "dir"; requiresAuth?: boolean } | { type: "file"; content: FileText; requiresAuth?: boolean };

/** Values that change every session and are woven into the texts. */
export interface FileSystemSecrets {
  apiToken: string;
  sessionId: string;
  /** ISO date of the session start, for log timestamps. */
  now: Date;
}

/** The internal API the quest is about (simulated by the terminal's curl). */
export const QUEST_API_URL = "http://localhost:8080/api/v1/recovery";
export const API_TOKEN_PATH = "/home/guest/.secrets/api_token";
export const GUEST_HOME = "/home/guest";
export const ROOT_HOME = "/home/root";

function stamp(now: Date, minutesAgo: number): string {
  const d = new Date(now.getTime() - minutesAgo * 60_000);
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${months[d.getUTCMonth()]} ${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

export function buildFileSystem(secrets: FileSystemSecrets): Record<string, FileSystemSpecEntry> {
  const { handle, name, email } = profile;
  const host = handle;
  const t = (m: number) => stamp(secrets.now, m);

  return {
    "/": { type: "dir" },
    "/home": { type: "dir" },
    [GUEST_HOME]: { type: "dir" },
    [`${GUEST_HOME}/README.txt`]: {
      type: "file",
      content: {
        en: `Welcome to ${host}, ${name}'s machine.\n\nYou are logged in as a guest: most of the system is read-only for you.\nType 'help' for the commands, 'projects' to see my work, 'contact' to write to me.\nCurious? Look around. Some files are hidden, and 'challenge' starts a little puzzle.`,
        fr: `Bienvenue sur ${host}, la machine de ${name}.\n\nVous êtes connecté en invité : l'essentiel du système vous est en lecture seule.\nTapez 'help' pour les commandes, 'projects' pour voir mes travaux, 'contact' pour m'écrire.\nCurieux ? Fouillez un peu. Certains fichiers sont cachés, et 'challenge' lance une petite énigme.`,
      },
    },
    [`${GUEST_HOME}/notes.txt`]: {
      type: "file",
      content: {
        en: `TODO (ops)\n- [x] move the dev server off :8000 (decommissioned)\n- [ ] rotate the internal API key: it still sits in ~/.secrets (oops)\n- [ ] the recovery service on localhost:8080 answers anyone holding that key.\n      Docs: /opt/recovery-api/README.md\n- [ ] stop reusing the recovery phrase as the root password...`,
        fr: `TODO (ops)\n- [x] sortir le serveur de dev du port :8000 (décommissionné)\n- [ ] changer la clé de l'API interne : elle traîne encore dans ~/.secrets (oups)\n- [ ] le service de récupération sur localhost:8080 répond à quiconque a cette clé.\n      Doc : /opt/recovery-api/README.md\n- [ ] arrêter de réutiliser la phrase de récupération comme mot de passe root...`,
      },
    },
    [`${GUEST_HOME}/todo.md`]: {
      type: "file",
      content: {
        en: `# This week\n- finish the terminal themes (try: theme retro)\n- answer the messages from the contact form\n- stream on Thursday: building AI agents with tool calling`,
        fr: `# Cette semaine\n- finir les thèmes du terminal (essayez : theme retro)\n- répondre aux messages du formulaire de contact\n- live jeudi : construire des agents IA avec appels d'outils`,
      },
    },
    [`${GUEST_HOME}/.profile`]: {
      type: "file",
      content: `# ~/.profile\nexport EDITOR=vim\nexport PS1="\\u@${host}:\\w\\$ "\nalias ll='ls -a'`,
    },
    [`${GUEST_HOME}/.bash_history`]: {
      type: "file",
      content: `ls -a\ncd .secrets\nvim api_token\ncd ~\ncat /opt/recovery-api/README.md\nexit`,
    },
    [`${GUEST_HOME}/.secrets`]: { type: "dir" },
    [API_TOKEN_PATH]: { type: "file", content: secrets.apiToken },
    [`${GUEST_HOME}/.secrets/README`]: {
      type: "file",
      content: {
        en: "Keys for the internal services. Never commit, never share, never leave them in a guest home. (Too late.)",
        fr: "Clés des services internes. Ne jamais les commiter, ni les partager, ni les laisser dans le home invité. (Trop tard.)",
      },
    },

    [ROOT_HOME]: { type: "dir", requiresAuth: true },
    [`${ROOT_HOME}/classified.log`]: {
      type: "file",
      requiresAuth: true,
      content: {
        en: `[CLASSIFIED] Project list, eyes only\n- codename LANTERN: self-hosted LLM gateway (status: prototype)\n- codename TIDEPOOL: retrieval index over 2M documents (status: benchmarking)\n- codename ORBIT: the next stream series (status: secret, obviously)\nIf you can read this, you earned it: type 'challenge next'.`,
        fr: `[CLASSIFIÉ] Liste des projets, diffusion restreinte\n- nom de code LANTERN : passerelle LLM auto-hébergée (statut : prototype)\n- nom de code TIDEPOOL : index de recherche sur 2 M de documents (statut : en banc d'essai)\n- nom de code ORBIT : la prochaine série de lives (statut : secret, évidemment)\nSi vous lisez ceci, vous l'avez mérité : tapez 'challenge next'.`,
      },
    },
    [`${ROOT_HOME}/notes.txt`]: {
      type: "file",
      requiresAuth: true,
      content: {
        en: `Root notes\n- the quest completion key is issued by 'challenge next'\n- 'netstat' and 'clad_info' only work for root\n- remember to logout when done`,
        fr: `Notes root\n- la clé de fin de quête est donnée par 'challenge next'\n- 'netstat' et 'clad_info' ne marchent que pour root\n- penser à faire logout en partant`,
      },
    },
    [`${ROOT_HOME}/.bash_history`]: {
      type: "file",
      requiresAuth: true,
      content: `systemctl restart recovery-api\ntail -f /var/log/auth.log\nufw status\nlogout`,
    },

    "/etc": { type: "dir" },
    "/etc/hostname": { type: "file", content: host },
    "/etc/motd": {
      type: "file",
      content: {
        en: `Welcome to ${host} OS 2.1 (GNU/Linux 6.1.0-clad x86_64)\n\n * Documentation: type 'help'\n * Owner: ${name} <${email}>\n\nAuthorized users only. All activity may be monitored and reported.`,
        fr: `Bienvenue sur ${host} OS 2.1 (GNU/Linux 6.1.0-clad x86_64)\n\n * Documentation : tapez 'help'\n * Propriétaire : ${name} <${email}>\n\nAccès réservé aux personnes autorisées. Toute activité peut être surveillée et signalée.`,
      },
    },
    "/etc/os-release": {
      type: "file",
      content: `NAME="${host.toUpperCase()} OS"\nVERSION="2.1 (AI Interface)"\nID=${host}\nPRETTY_NAME="${host.toUpperCase()} OS 2.1"\nHOME_URL="https://github.com/${handle}"`,
    },
    "/etc/passwd": {
      type: "file",
      content: `root:x:0:0:root:/home/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\nwww-data:x:33:33:www-data:/var/www:/usr/sbin/nologin\nrecovery:x:998:998:Recovery API:/opt/recovery-api:/usr/sbin/nologin\nguest:x:1000:1000:Guest:/home/guest:/bin/bash`,
    },
    "/etc/shadow": {
      type: "file",
      requiresAuth: true,
      content: `root:$6$Xk9d$VtW3fakehashfakehashfakehashfakehash0:19700:0:99999:7:::\ndaemon:*:19700:0:99999:7:::\nwww-data:*:19700:0:99999:7:::\nrecovery:!:19700:0:99999:7:::\nguest:$6$Qp2s$anotherfakehashanotherfakehash00:19700:0:99999:7:::`,
    },
    "/etc/crontab": {
      type: "file",
      requiresAuth: true,
      content: `SHELL=/bin/sh\nPATH=/usr/local/sbin:/usr/local/bin:/sbin:/bin:/usr/sbin:/usr/bin\n\n# m h dom mon dow user  command\n17 *  * * *   root    cd / && run-parts --report /etc/cron.hourly\n0  3  * * *   root    /opt/recovery-api/rotate-key.sh   # TODO: actually write this script\n*/5 * * * *   root    /usr/local/bin/backup-notes --quiet`,
    },
    "/etc/network": { type: "dir" },
    "/etc/network/interfaces": {
      type: "file",
      requiresAuth: true,
      content: `auto lo\niface lo inet loopback\n\nauto eth0\niface eth0 inet static\n    address 10.13.37.42\n    netmask 255.255.255.0\n    gateway 10.13.37.1`,
    },
    "/etc/ssh": { type: "dir" },
    "/etc/ssh/sshd_config": {
      type: "file",
      requiresAuth: true,
      content: `Port 2222\nPermitRootLogin no\nPasswordAuthentication no\nPubkeyAuthentication yes\nAllowUsers ${handle}\nMaxAuthTries 3`,
    },
    "/etc/ufw": { type: "dir" },
    "/etc/ufw/user.rules": {
      type: "file",
      requiresAuth: true,
      content: `*filter\n:ufw-user-input - [0:0]\n-A ufw-user-input -p tcp --dport 443 -j ACCEPT\n-A ufw-user-input -p tcp --dport 2222 -s 10.13.37.0/24 -j ACCEPT\n-A ufw-user-input -p tcp --dport 8080 -s 127.0.0.1 -j ACCEPT   # recovery API, local only\nCOMMIT`,
    },

    "/opt": { type: "dir" },
    "/opt/recovery-api": { type: "dir" },
    "/opt/recovery-api/README.md": {
      type: "file",
      content: {
        en: `# Recovery API (internal)\n\nListens on localhost:8080, local requests only.\n\n  GET /api/v1/recovery\n\nReturns the emergency recovery phrase for the root account.\nAuthentication: the service key as a bearer token, i.e. the header\n  Authorization: Bearer <key>\nThe key is provisioned in the operator's ~/.secrets directory.`,
        fr: `# API de récupération (interne)\n\nÉcoute sur localhost:8080, requêtes locales uniquement.\n\n  GET /api/v1/recovery\n\nRenvoie la phrase de récupération d'urgence du compte root.\nAuthentification : la clé du service en jeton bearer, c'est-à-dire l'en-tête\n  Authorization: Bearer <clé>\nLa clé est déposée dans le répertoire ~/.secrets de l'opérateur.`,
      },
    },

    "/var": { type: "dir" },
    "/var/log": { type: "dir" },
    "/var/log/syslog": {
      type: "file",
      content: `${t(42)} ${host} systemd[1]: Started Session ${secrets.sessionId} of user guest.\n${t(41)} ${host} recovery-api[812]: listening on 127.0.0.1:8080\n${t(30)} ${host} kernel: [UFW BLOCK] IN=eth0 SRC=203.0.113.7 DST=10.13.37.42 PROTO=TCP DPT=8000\n${t(12)} ${host} ai-interface[904]: model warm, ready for questions\n${t(1)} ${host} systemd[1]: Started AI Interface v2.1.`,
    },
    "/var/log/auth.log": {
      type: "file",
      requiresAuth: true,
      content: `${t(300)} ${host} sshd[1201]: Failed password for invalid user admin from 198.51.100.23 port 51422\n${t(299)} ${host} sshd[1201]: Connection closed by 198.51.100.23 port 51422 [preauth]\n${t(95)} ${host} sudo: guest : 3 incorrect password attempts ; TTY=pts/0 ; COMMAND=/bin/bash\n${t(20)} ${host} sudo: ${handle} : TTY=pts/1 ; USER=root ; COMMAND=/usr/bin/systemctl restart recovery-api`,
    },
    "/var/log/nginx": { type: "dir" },
    "/var/log/nginx/access.log": {
      type: "file",
      requiresAuth: true,
      content: `203.0.113.7 - - [${t(60)}] "GET / HTTP/1.1" 200 5120 "-" "Mozilla/5.0"\n203.0.113.7 - - [${t(59)}] "GET /api/projects HTTP/1.1" 200 2048 "-" "Mozilla/5.0"\n198.51.100.23 - - [${t(58)}] "GET /.env HTTP/1.1" 404 0 "-" "curl/8.5.0"\n127.0.0.1 - - [${t(20)}] "GET /api/v1/recovery HTTP/1.1" 200 96 "-" "curl/8.5.0"`,
    },
    "/var/log/nginx/error.log": {
      type: "file",
      requiresAuth: true,
      content: `${t(180)} [error] 733#733: *41 connect() failed (111: Connection refused) while connecting to upstream, upstream: "http://127.0.0.1:8000/"\n${t(179)} [warn] 733#733: upstream server temporarily disabled`,
    },
    "/var/log/dmesg": {
      type: "file",
      requiresAuth: true,
      content: `[    0.000000] Linux version 6.1.0-clad (gcc 12.2.0) #1 SMP PREEMPT_DYNAMIC\n[    0.412345] ACPI: Core revision 20220331\n[    1.337000] EXT4-fs (sda1): mounted filesystem with ordered data mode\n[    2.718281] e1000: eth0 NIC Link is Up 1000 Mbps Full Duplex\n[    3.141592] audit: type=1400 apparmor="ALLOWED" profile="recovery-api"`,
    },
    "/var/www": { type: "dir" },
    "/var/www/html": { type: "dir" },
    "/var/www/html/index.html": {
      type: "file",
      content: `<!doctype html>\n<title>${name}</title>\n<p>You are already looking at it. Type 'projects' instead.</p>`,
    },

    "/tmp": { type: "dir" },
    "/tmp/.X0-lock": { type: "file", content: "      0" },
    "/tmp/build.log": {
      type: "file",
      content: `> remix build\nBuilding Remix app in production mode...\nBuilt in 4.2s\n> vitest run\nTest Files  42 passed (42)`,
    },
    "/usr": { type: "dir" },
    "/usr/bin": { type: "dir" },
  };
}
