/** The item sprite holds nothing to take: it is empty, or only a flat background. */
export class NoItemFoundError extends Error {
  override readonly name = "NoItemFoundError";
  constructor(message = "no item found in the item sprite") {
    super(message);
  }
}
