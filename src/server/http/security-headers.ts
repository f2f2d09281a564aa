import { secureHeaders } from "hono/secure-headers";

/** Google Identity Services: its script, the frames and requests it makes while the user signs in. */
const googleSignInOrigin = "https://accounts.google.com";

export interface SecurityHeaderOptions {
  /**
   * Whether the Google Sheets export is configured. Only then may Google's sign-in script run, and the
   * sign-in popup keep its opener so it can hand the token back (Cross-Origin-Opener-Policy).
   */
  googleSignIn?: boolean;
}

/**
 * Headers for every answer. Scripts only from our own origin (no inline script); styles allow inline
 * because the toast library and React style attributes set them.
 */
export const securityHeaders = ({ googleSignIn = false }: SecurityHeaderOptions = {}) => {
  const google = googleSignIn ? [googleSignInOrigin] : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...google],
      styleSrc: ["'self'", "'unsafe-inline'", ...google],
      imgSrc: ["'self'", "data:", "https:"],
      connectSrc: ["'self'", ...google],
      ...(googleSignIn ? { frameSrc: ["'self'", googleSignInOrigin] } : {}),
      fontSrc: ["'self'", "data:"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    crossOriginOpenerPolicy: googleSignIn ? "same-origin-allow-popups" : "same-origin",
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginEmbedderPolicy: false,
  });
};
