/** Signs a user up over HTTP, as the browser does, and answers the session cookie and user id. */
export async function signUpOver(baseUrl: string, email: string): Promise<{ cookie: string; userId: string }> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email, password: "benchmark-password", name: "Bench" }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const { user } = (await response.json()) as { user: { id: string } };
  return { cookie: response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; "), userId: user.id };
}
