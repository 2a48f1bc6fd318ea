import { describe, expect, it } from "vitest";
import {
  newestUnsettled,
  readTracked,
  type TrackedJob,
  trackedStorageKey,
  withJob,
  writeTracked,
} from "./jobs";

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const job = (id: string): TrackedJob => ({
  id,
  kind: "animation",
  sourceId: "sprite-1",
  cost: 4,
  label: "Walk, 8 frames",
  startedAt: "2025-01-01T00:00:00.000Z",
});

describe("jobs remembered across reloads", () => {
  it("keeps them per sprite and kind, newest first, at most five", () => {
    const storage = new MemoryStorage();
    let jobs: TrackedJob[] = [];
    for (const id of ["a", "b", "c", "d", "e", "f", "b"]) jobs = withJob(jobs, job(id));
    expect(jobs.map((j) => j.id)).toEqual(["b", "f", "e", "d", "c"]);
    writeTracked("sprite-1", "animation", jobs, storage);
    expect(readTracked("sprite-1", "animation", storage)).toEqual(jobs);
    expect(readTracked("sprite-1", "restyle", storage)).toEqual([]);
    expect(readTracked("sprite-2", "animation", storage)).toEqual([]);
    writeTracked("sprite-1", "animation", [], storage);
    expect(storage.items.size).toBe(0);
  });

  it("survives junk in storage", () => {
    const storage = new MemoryStorage();
    storage.setItem(trackedStorageKey("s", "combine"), "{not json");
    expect(readTracked("s", "combine", storage)).toEqual([]);
    storage.setItem(trackedStorageKey("s", "combine"), JSON.stringify([{ id: 1 }, job("ok")]));
    expect(readTracked("s", "combine", storage).map((j) => j.id)).toEqual(["ok"]);
    expect(readTracked("s", "combine", undefined)).toEqual([]);
  });

  it("finds the newest job whose end was not shown, across kinds", () => {
    const storage = new MemoryStorage();
    const at = (id: string, kind: TrackedJob["kind"], minute: number, settled = false) => ({
      ...job(id),
      kind,
      settled,
      startedAt: `2025-01-01T00:0${minute}:00.000Z`,
    });
    writeTracked("sprite-1", "animation", [at("a", "animation", 1)], storage);
    writeTracked(
      "sprite-1",
      "restyle",
      [at("r", "restyle", 3, true), at("q", "restyle", 2)],
      storage,
    );
    expect(newestUnsettled("sprite-1", storage)?.id).toBe("q");
    expect(newestUnsettled("sprite-2", storage)).toBeNull();
  });
});
