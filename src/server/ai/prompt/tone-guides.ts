/** How each tone of the wizard and the results screen should read, for the model; 'custom' uses the user's words. */
export const toneGuides: Readonly<Record<string, string>> = {
  professional: "clear, credible and businesslike; confident without hype",
  friendly: "warm and approachable, like a helpful neighbour; simple words",
  sophisticated: "refined and understated; elegant word choice, no slang",
  casual: "relaxed and everyday; short, plain sentences",
  authoritative: "expert and assured; states facts with confidence",
  playful: "light-hearted and witty, with a wink; never silly about the facts",
  urgent: "time-sensitive and action-driven; strong verbs, a reason to act now (no invented deadlines)",
  energetic: "lively and upbeat; dynamic verbs and momentum",
  conversational: "talks to the reader directly, as in a chat; questions welcome",
  trustworthy: "honest and reassuring; concrete facts, no exaggeration",
  innovative: "forward-looking; what is new or smarter about the product",
  educational: "explains what the product does and how it helps; informative",
  inspirational: "uplifting; what the reader can achieve with the product",
};
