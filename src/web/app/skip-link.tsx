export const mainId = "main";

/** The shell's first Tab stop: past the sidebar and top bar to the page's heading (or the page). */
export function SkipLink() {
  return (
    <a
      href={`#${mainId}`}
      onClick={(event) => {
        const main = document.getElementById(mainId);
        if (!main) return;
        event.preventDefault();
        const target = main.querySelector<HTMLElement>("h1") ?? main;
        target.tabIndex = -1;
        target.focus();
      }}
      className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow-lg focus:outline-2 focus:outline-ring"
    >
      Skip to main content
    </a>
  );
}
