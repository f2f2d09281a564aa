import { api } from "../../lib/api-client.ts";

/** Better Auth's standard endpoints; the session lives in an http-only cookie the browser keeps. */
export const authApi = {
  signIn: (email: string, password: string) => api.post("/api/auth/sign-in/email", { email, password }),
  /** With verification on, answers alike for a new and a taken address, and signs in only through the mailed link. */
  signUp: (name: string, email: string, password: string) => api.post<unknown>("/api/auth/sign-up/email", { name, email, password }),
  signOut: () => api.post("/api/auth/sign-out", {}),
  /** Answers alike whether or not the address has an account; the e-mail holds a link to /reset-password. */
  requestPasswordReset: (email: string) => api.post("/api/auth/request-password-reset", { email }),
  resetPassword: (token: string, newPassword: string) => api.post("/api/auth/reset-password", { token, newPassword }),
};
