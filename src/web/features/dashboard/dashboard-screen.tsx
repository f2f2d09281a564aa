import { useSession } from "../../lib/session.ts";

export function DashboardScreen() {
  const { data: me } = useSession();
  const firstName = me?.name.split(" ")[0] ?? "";
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-2 p-6">
      <h1 className="text-2xl font-semibold">Welcome back, {firstName}</h1>
    </div>
  );
}
