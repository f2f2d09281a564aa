/**
 * The one look of every e-mail the product sends: a text part and an HTML part with the same words, the
 * product name at the top and a footer saying why the reader got it. The HTML uses inline styles and
 * tables only, which mail clients keep; colours are the web app's (src/web/styles.css).
 */
export interface EmailContent {
  subject: string;
  /** The first line of the body, e.g. "Reset your password". */
  heading: string;
  paragraphs: readonly string[];
  action: { label: string; url: string };
  /** Said after the button, e.g. how long the link works and what to do if the reader did not ask. */
  afterAction: readonly string[];
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export const productName = "Adsmith";
const footer = `${productName} turns a landing page into Google Ads campaigns. You get this e-mail because of an action on your ${productName} account.`;

const colors = { primary: "#1d4ed8", onPrimary: "#ffffff", text: "#0f172a", muted: "#475569", border: "#e2e8f0", page: "#f1f5f9" };
const font = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export function renderEmail(content: EmailContent): RenderedEmail {
  return { subject: content.subject, text: renderText(content), html: renderHtml(content) };
}

function renderText(content: EmailContent): string {
  return [
    productName,
    "",
    content.heading,
    "",
    ...content.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    `${content.action.label}: ${content.action.url}`,
    "",
    ...content.afterAction.flatMap((paragraph) => [paragraph, ""]),
    // "-- " is the signature separator mail clients recognise and can fold away.
    "-- ",
    footer,
    "",
  ].join("\n");
}

function renderHtml(content: EmailContent): string {
  const paragraph = (text: string, color = colors.text) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:${color}">${escapeHtml(text)}</p>`;
  const url = escapeHtml(content.action.url);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${colors.page};font-family:${escapeHtml(font)}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colors.page};padding:24px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid ${colors.border};border-radius:8px">
<tr><td style="padding:20px 24px;border-bottom:1px solid ${colors.border};font-size:18px;font-weight:700;color:${colors.primary}">${productName}</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3;color:${colors.text}">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((text) => paragraph(text)).join("\n")}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;padding:12px 20px;background:${colors.primary};color:${colors.onPrimary};text-decoration:none;border-radius:6px;font-weight:600;font-size:15px">${escapeHtml(content.action.label)}</a></p>
${paragraph(`If the button does not work, open this address: ${content.action.url}`, colors.muted)}
${content.afterAction.map((text) => paragraph(text, colors.muted)).join("\n")}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${colors.border};font-size:12px;line-height:1.5;color:${colors.muted}">${escapeHtml(footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
