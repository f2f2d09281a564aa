import { authenticationFailedMessage, googleSignInErrorMessage } from "../../../domain/export/index.ts";

/** The part of Google Identity Services' token model this app uses. */
interface TokenResponse {
  access_token?: string;
  expires_in?: number | string;
  error?: string;
}

interface TokenClient {
  requestAccessToken(overrides?: { prompt?: "" | "consent" }): void;
}

interface GoogleIdentity {
  accounts: {
    oauth2: {
      initTokenClient(config: {
        client_id: string;
        scope: string;
        callback: (response: TokenResponse) => void;
        error_callback?: (error: { type: string }) => void;
      }): TokenClient;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

const scriptUrl = "https://accounts.google.com/gsi/client";
let scriptLoad: Promise<GoogleIdentity> | null = null;

/** Loads Google's sign-in script once, on demand: pages that never export to Sheets never fetch it. */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  if (window.google) return Promise.resolve(window.google);
  scriptLoad ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => (window.google ? resolve(window.google) : reject(new Error(authenticationFailedMessage("script_unavailable"))));
    script.onerror = () => {
      scriptLoad = null;
      script.remove();
      reject(new Error(authenticationFailedMessage("script_unavailable")));
    };
    document.head.append(script);
  });
  return scriptLoad;
}

/** The token of this page's session only: never stored, so closing the tab signs the export out. */
let cached: { token: string; expiresAt: number } | null = null;

export function cachedGoogleToken(now: number): string | null {
  return cached && cached.expiresAt > now ? cached.token : null;
}

export function forgetGoogleToken(): void {
  cached = null;
}

/**
 * The token flow with the consent prompt. Google's popup errors and a refused consent reject with the
 * spec's words ('Google sign-in popup was closed...', 'Authentication failed: {type}').
 */
export async function requestGoogleToken(clientId: string, scope: string): Promise<string> {
  const google = await loadGoogleIdentity();
  return new Promise<string>((resolve, reject) => {
    const client = google.accounts.oauth2.initTokenClient({
      client_id: clientId,
      scope,
      callback: (response) => {
        if (response.error || !response.access_token) {
          reject(new Error(googleSignInErrorMessage(response.error ?? "no_token")));
          return;
        }
        const seconds = Number(response.expires_in ?? 0);
        // A minute's margin, so a token is never sent in its last seconds.
        cached = { token: response.access_token, expiresAt: Date.now() + Math.max(0, seconds - 60) * 1000 };
        resolve(response.access_token);
      },
      error_callback: (error) => reject(new Error(googleSignInErrorMessage(error.type))),
    });
    client.requestAccessToken({ prompt: "consent" });
  });
}
