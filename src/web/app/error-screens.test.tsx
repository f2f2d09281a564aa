// @vitest-environment jsdom
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render } from "../../../test/support/web/render.tsx";
import { ErrorBoundary } from "./error-boundary.tsx";
import { RootLayout, RouteLoadError } from "./root-layout.tsx";
import { ErrorScreen } from "./screens/error-screen.tsx";

/** Throws while `failing.now` is set, so a test can fix the cause and press Try Again. */
const failing = { now: true };
function Flaky() {
  if (failing.now) throw new Error("boom");
  return <p>All good</p>;
}

beforeEach(() => {
  failing.now = true;
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe("error boundary: normal, error, normal again after 'Try Again'", () => {
  it("shows 'Something went wrong' with the spec's words, and Try Again clears the error", async () => {
    const screen = await render(
      <ErrorBoundary fallback={(reset) => <ErrorScreen onReset={reset} />}>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.text()).toContain("Something went wrong");
    expect(screen.text()).toContain("An unexpected error occurred. We're sorry for the inconvenience.");
    screen.button("Go Home");

    failing.now = false;
    await screen.click(screen.button("Try Again"));
    expect(screen.text()).toBe("All good");
    screen.unmount();
  });
});

describe("page error screen", () => {
  const routes = (component: () => React.ReactNode) => [
    {
      Component: RootLayout,
      ErrorBoundary: RouteLoadError,
      children: [
        { path: "/", Component: () => <p>Home page</p> },
        { path: "/broken", Component: component },
      ],
    },
  ];

  it("shows 'Page Error' with Go Back, Try Again and Home when the page can be rendered again", async () => {
    const router = createMemoryRouter(routes(Flaky), { initialEntries: ["/", "/broken"], initialIndex: 1 });
    const screen = await render(<RouterProvider router={router} />);
    expect(screen.text()).toContain("Page Error");
    expect(screen.text()).toContain("This page encountered an error and couldn't load properly.");

    failing.now = false;
    await screen.click(screen.button("Try Again"));
    expect(screen.text()).toBe("All good");
    screen.unmount();
  });

  it("Go Back returns to the page before, and Home goes to /", async () => {
    const router = createMemoryRouter(routes(Flaky), { initialEntries: ["/", "/broken"], initialIndex: 1 });
    const screen = await render(<RouterProvider router={router} />);
    await screen.click(screen.button("Go Back"));
    expect(router.state.location.pathname).toBe("/");
    expect(screen.text()).toBe("Home page");

    await act(() => router.navigate("/broken"));
    await screen.click(screen.button("Home"));
    expect(router.state.location.pathname).toBe("/");
    screen.unmount();
  });

  it("offers no Try Again when a route could not load at all", async () => {
    const router = createMemoryRouter(
      [{ path: "/", Component: RootLayout, ErrorBoundary: RouteLoadError, HydrateFallback: () => null, loader: () => Promise.reject(new Error("chunk missing")) }],
      { initialEntries: ["/"] },
    );
    const screen = await render(<RouterProvider router={router} />);
    await vi.waitFor(() => expect(screen.text()).toContain("Page Error"));
    expect(() => screen.button("Try Again")).toThrow();
    screen.unmount();
  });
});
