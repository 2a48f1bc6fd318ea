/**
 * The parts of an HTTP request the service reads. A Web `Request` is one (Next's route handlers
 * pass theirs through); the Node server and the studio's gateway build plain objects instead,
 * because constructing a Web `Request` (its abort signal, header guard and body stream) costs
 * more than answering most requests does.
 */
export interface ApiRequest {
  readonly method: string;
  /** Absolute URL. */
  readonly url: string;
  readonly headers: { get(name: string): string | null };
  /** Null for requests without a body (GET, HEAD). */
  readonly body: ReadableStream<Uint8Array> | null;
}
