export { ResultsScreen } from "./results-screen.tsx";
