import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { Providers } from "@/components/providers";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Spritewright", template: "%s · Spritewright" },
  description: "A studio for pixel-art sprites.",
};

export const viewport: Viewport = { themeColor: "#0d0e12", colorScheme: "dark" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-dvh bg-ink font-sans text-zinc-200 antialiased">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
