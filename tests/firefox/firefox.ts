/**
 * The Firefox the smoke test drives, and the profile it runs on. puppeteer-core creates a fresh
 * profile per launch with its own test defaults (no updates, no safebrowsing...); these prefs
 * are set on top so that nothing in the browser talks to another host on its own, whatever
 * puppeteer's defaults become (ADR 035).
 */
import fs from "node:fs";

/** Debian's package (scripts/ensure-firefox.sh installs it); FIREFOX_PATH names another binary. */
export const DEFAULT_FIREFOX_PATH = "/usr/bin/firefox-esr";

export function firefoxPath(): string {
  const candidate = process.env.FIREFOX_PATH || DEFAULT_FIREFOX_PATH;
  try {
    fs.accessSync(candidate, fs.constants.X_OK);
  } catch {
    throw new Error(
      `No Firefox at ${candidate}: install Debian's 'firefox-esr' package (scripts/ensure-firefox.sh does it as root), or set FIREFOX_PATH to a Firefox binary.`,
    );
  }
  return candidate;
}

/**
 * Firefox ignores `services.settings.server` (remote settings) without this variable and then
 * polls firefox.settings.services.mozilla.com every few seconds.
 */
export const FIREFOX_ENV = { MOZ_REMOTE_SETTINGS_DEVTOOLS: "1" };

/** The discard port: nothing listens, a connection is refused. */
const REFUSED_PORT = 9;

const BACKGROUND_OFF: Record<string, string | number | boolean> = {
  // DNS over HTTPS off: names are resolved by the proxy, or not at all.
  "network.trr.mode": 5,
  // Updates, telemetry and studies.
  "app.update.auto": false,
  "app.update.enabled": false,
  "app.update.disabledForTesting": true,
  "app.normandy.enabled": false,
  "app.normandy.api_url": "",
  "app.shield.optoutstudies.enabled": false,
  "toolkit.telemetry.enabled": false,
  "toolkit.telemetry.unified": false,
  "toolkit.telemetry.server": "",
  "toolkit.telemetry.archive.enabled": false,
  "datareporting.healthreport.uploadEnabled": false,
  "datareporting.policy.dataSubmissionEnabled": false,
  "browser.ping-centre.telemetry": false,
  // Connectivity probes.
  "network.captive-portal-service.enabled": false,
  "network.connectivity-service.enabled": false,
  "captivedetect.canonicalURL": "",
  // Lists fetched in the background.
  "browser.safebrowsing.malware.enabled": false,
  "browser.safebrowsing.phishing.enabled": false,
  "browser.safebrowsing.downloads.enabled": false,
  "browser.safebrowsing.downloads.remote.enabled": false,
  "browser.safebrowsing.blockedURIs.enabled": false,
  "browser.safebrowsing.provider.mozilla.updateURL": "",
  "browser.safebrowsing.provider.google4.updateURL": "",
  "services.settings.server": `http://127.0.0.1:${REFUSED_PORT}/v1`,
  "extensions.blocklist.enabled": false,
  "extensions.update.enabled": false,
  "extensions.getAddons.cache.enabled": false,
  "media.gmp-manager.updateEnabled": false,
  "browser.region.update.enabled": false,
  "browser.search.update": false,
  "browser.newtabpage.activity-stream.feeds.system.topstories": false,
  "browser.newtabpage.activity-stream.feeds.snippets": false,
  "network.prefetch-next": false,
  "network.dns.disablePrefetch": true,
  "network.http.speculative-parallel-limit": 0,
};

/**
 * The profile's prefs. Every request for another host goes to the proxy at 127.0.0.1:`proxyPort`
 * (by default the discard port, which refuses it; the smoke test listens there to see any); the
 * app on 127.0.0.1 is never proxied (Firefox does not proxy localhost).
 */
export function firefoxPrefs(proxyPort = REFUSED_PORT): Record<string, string | number | boolean> {
  return {
    "network.proxy.type": 1,
    "network.proxy.http": "127.0.0.1",
    "network.proxy.http_port": proxyPort,
    "network.proxy.ssl": "127.0.0.1",
    "network.proxy.ssl_port": proxyPort,
    "network.proxy.socks": "127.0.0.1",
    "network.proxy.socks_port": proxyPort,
    "network.proxy.socks_remote_dns": true,
    "network.proxy.allow_hijacking_localhost": false,
    "network.proxy.no_proxies_on": "",
    ...BACKGROUND_OFF,
  };
}
