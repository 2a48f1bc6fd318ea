/**
 * Stores `value` under `key`, dropping the oldest entries (by insertion) once the map holds
 * `capacity`: a cache filled by whatever callers send never grows past it.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, capacity: number): void {
  map.delete(key);
  while (map.size >= capacity) {
    const oldest = map.keys().next();
    if (oldest.done) break;
    map.delete(oldest.value);
  }
  map.set(key, value);
}
