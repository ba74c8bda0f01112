/** A request the preview refuses with this status; `message` says why in plain words and becomes the answer's body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
