import { z } from "zod";

/** Google Sheets export settings: the OAuth client the browser signs in with and the API key the calls carry. */
export interface GoogleConfig {
  clientId: string | null;
  apiKey: string | null;
  /** Google's endpoints; tests point them at an HTTP server of their own. */
  sheetsApiUrl: string;
  tokenInfoUrl: string;
}

/** Merged into the server's one environment schema. */
export const googleEnvironmentShape = {
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_API_KEY: z.string().min(1).optional(),
  GOOGLE_SHEETS_API_URL: z.string().url().default("https://sheets.googleapis.com"),
  GOOGLE_TOKENINFO_URL: z.string().url().default("https://oauth2.googleapis.com/tokeninfo"),
};

type GoogleEnvironment = z.output<z.ZodObject<typeof googleEnvironmentShape>>;

export function googleConfigFrom(e: GoogleEnvironment): GoogleConfig {
  return {
    clientId: e.GOOGLE_CLIENT_ID ?? null,
    apiKey: e.GOOGLE_API_KEY ?? null,
    sheetsApiUrl: e.GOOGLE_SHEETS_API_URL.replace(/\/$/, ""),
    tokenInfoUrl: e.GOOGLE_TOKENINFO_URL,
  };
}

/** Both are needed: the client id for sign-in, the key for the Sheets calls (part 2, section 7). */
export function googleConfigured(config: GoogleConfig): config is GoogleConfig & { clientId: string; apiKey: string } {
  return config.clientId !== null && config.apiKey !== null;
}

/** drive.file: the app sees only the spreadsheets it creates, never the user's other files. */
export const sheetsScope = "https://www.googleapis.com/auth/drive.file";
