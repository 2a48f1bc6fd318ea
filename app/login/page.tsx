import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/login/login-form";
import { Logo } from "@/components/studio/logo";
import { readStudioSession } from "@/lib/gateway/server-session";

export const metadata: Metadata = { title: "Sign in" };

export default async function LoginPage() {
  const session = await readStudioSession();
  if (session.signedIn) redirect("/");
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-12">
      <div className="w-full max-w-md">
        <div className="mb-8 flex flex-col items-center gap-3 text-center">
          <Logo size={40} />
          <h1 className="text-2xl font-semibold tracking-tight text-zinc-100">Spritewright</h1>
          <p className="text-sm text-zinc-400">A studio for pixel-art sprites.</p>
        </div>
        <LoginForm initialSession={session} />
      </div>
    </main>
  );
}
