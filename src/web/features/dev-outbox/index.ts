export { OutboxScreen } from "./outbox-screen.tsx";
