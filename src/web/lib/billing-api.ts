import type { PlanId } from "../../domain/index.ts";
import { api } from "./api-client.ts";

/** `POST /api/create-checkout-session`: where to send the browser to pay. */
export interface CheckoutSessionAnswer {
  url?: string | null;
  sessionId?: string;
}

/** `GET /api/validate-session`, in the spec's field names. */
export interface ValidatedSession {
  status: string;
  customer_email: string | null;
  metadata: { plan_type: PlanId | null };
}

/** A checkout session of the built-in local billing, as its local checkout page shows it. */
export interface LocalCheckoutSession {
  id: string;
  plan: PlanId;
  status: string;
  email: string;
  /** False for a user who has had their free trial: this checkout starts the plan itself. */
  withTrial: boolean;
}

export type LocalPortalAction = "cancel" | "resume" | "fail-payment";

const sessionPath = (id: string) => `/api/billing/local-checkout/${encodeURIComponent(id)}`;

/** Every billing call of the web app. The user is always the signed-in one: the server reads the session. */
export const billingApi = {
  createCheckoutSession: (plan: PlanId) => api.post<CheckoutSessionAnswer>("/api/create-checkout-session", { plan }),
  validateSession: (sessionId: string) => api.get<ValidatedSession>(`/api/validate-session?session_id=${encodeURIComponent(sessionId)}`),
  openPortal: () => api.post<{ url: string }>("/api/billing/portal", {}),
  /** "Upgrade Now": the trial ends now and the paid plan starts (issue 24). */
  upgrade: () => api.post<{ upgraded: boolean }>("/api/billing/upgrade", {}),
  /** "Resume": undoes a cancellation that waits for the period's end (issue 24). */
  resume: () => api.post<{ resumed: boolean }>("/api/billing/resume", {}),
  localCheckoutSession: (id: string) => api.get<LocalCheckoutSession>(sessionPath(id)),
  completeLocalCheckout: (id: string) => api.post<{ url: string }>(`${sessionPath(id)}/complete`, {}),
  localPortalAction: (action: LocalPortalAction) => api.post<{ done: boolean }>(`/api/billing/local-portal/${action}`, {}),
};
