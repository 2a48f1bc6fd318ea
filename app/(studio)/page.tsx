import type { Metadata } from "next";
import { Suspense } from "react";
import { LibraryView } from "@/components/library/library-view";

export const metadata: Metadata = { title: "Library" };

export default function LibraryPage() {
  // The filter lives in the URL (?type=), read on the client; Suspense covers that read.
  return (
    <Suspense>
      <LibraryView />
    </Suspense>
  );
}
