/** Where the sidebar's Support link and the paywall's support contact write to. */
export const supportEmail = "support@adsmith.app";
