/** Remix classic compiler. All v3 future flags are on so the build prints no warnings. */
/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  serverPlatform: "node",
  serverBuildPath: "build/index.js",
  // framer-motion as its ES modules, tree-shaken into the server build: as an external package Node
  // loaded its whole CommonJS bundle at every start (ADR 062). Stateless, and only this build imports it.
  serverDependenciesToBundle: [/^framer-motion/, /^motion-dom/, /^motion-utils/],
  assetsBuildDirectory: "public/build",
  publicPath: "/build/",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
