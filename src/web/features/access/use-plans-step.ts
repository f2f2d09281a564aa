import { useSearchParams } from "react-router";

const stepParam = "step";
const plansStep = "plans";

/**
 * The access screens lead to the paywall as a second step of the same route (`?step=plans`), so the
 * browser's Back returns to the explanation and a reload keeps the step.
 */
export function usePlansStep() {
  const [query, setQuery] = useSearchParams();
  const change = (open: boolean) =>
    setQuery((previous) => {
      const next = new URLSearchParams(previous);
      if (open) next.set(stepParam, plansStep);
      else next.delete(stepParam);
      return next;
    });
  return {
    open: query.get(stepParam) === plansStep,
    show: () => change(true),
    hide: () => change(false),
  };
}
