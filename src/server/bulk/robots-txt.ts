/** The `Sitemap:` lines of a robots.txt, as absolute addresses. */
export function sitemapLines(robots: string, base: URL): string[] {
  const found: string[] = [];
  for (const line of robots.split(/\r?\n/)) {
    const match = /^\s*sitemap\s*:\s*(\S+)/i.exec(line);
    if (!match?.[1]) continue;
    try {
      found.push(new URL(match[1], base).href);
    } catch {
      // not an address
    }
  }
  return found;
}

/**
 * The path prefixes robots.txt disallows for our crawler: its own group when it has one (`User-agent:
 * Adsmith`), else the `*` group. Allow lines and wildcards are not read; a page that robots.txt keeps
 * from crawlers is left out of what the picker offers.
 */
export function disallowedPaths(robots: string, agent: string): string[] {
  const groups: Array<{ agents: string[]; disallow: string[] }> = [];
  let current: { agents: string[]; disallow: string[] } | null = null;
  let lastWasAgent = false;
  for (const raw of robots.split(/\r?\n/)) {
    const line = raw.replace(/#.*/, "").trim();
    const match = /^([a-z-]+)\s*:\s*(.*)$/i.exec(line);
    if (!match) continue;
    const field = (match[1] ?? "").toLowerCase();
    const value = (match[2] ?? "").trim();
    if (field === "user-agent") {
      if (!current || !lastWasAgent) {
        current = { agents: [], disallow: [] };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (field === "disallow" && current && value) current.disallow.push(value.replace(/\*.*$/, ""));
  }
  const own = groups.filter((group) => group.agents.some((name) => name !== "*" && agent.toLowerCase().includes(name)));
  const chosen = own.length > 0 ? own : groups.filter((group) => group.agents.includes("*"));
  return chosen.flatMap((group) => group.disallow).filter(Boolean);
}
