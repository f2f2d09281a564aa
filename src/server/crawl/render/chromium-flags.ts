/**
 * The one list of flags every headless Chromium of the project starts with: the server's page renderer,
 * the browser tests and the web benchmarks. Debian's Chromium, never a downloaded browser.
 */
export const defaultChromiumPath = "/usr/bin/chromium";

/**
 * Features Playwright itself disables when it launches Chromium (playwright-core's chromiumSwitches).
 * Chromium keeps only the last `--disable-features` it is given, so ours must repeat them;
 * chromium-flags.test.ts fails when a Playwright upgrade adds one that is missing here.
 */
export const playwrightDisabledFeatures = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * Chromium 15x renders the address bar's suggestion popup (and its AI Mode page) as WebUI pages, one
 * renderer per window, kept up to date on every navigation. A headless browser never shows them, yet on
 * this 2-core machine they took about 0.3 CPU-seconds per browser context and per page load: close to
 * half of what a context with three page loads costs (measured 2026-11-25, docs/performance.md).
 */
const invisibleBrowserUi = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  `--disable-features=${[...playwrightDisabledFeatures, ...invisibleBrowserUi].join(",")}`,
];
