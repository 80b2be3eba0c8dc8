// The VideoRoom error codes (Janus's janus_videoroom.c) the server acts on, and how janode
// carries them: on the Error it rejects with, as `_code`.

/** A feed that is not (or no longer) published. */
export const NO_SUCH_FEED = 428;
/** A request element of the wrong kind (an unusable offer). */
export const INVALID_ELEMENT = 430;
/** Not on the room's allowed list: a publisher without a live token of ours. */
export const UNAUTHORIZED = 433;
/** An SDP Janus cannot use. */
export const INVALID_SDP = 437;

/** The VideoRoom code of a janode error; 0 for any other error. */
export const janusCode = (error: unknown) =>
  typeof error === 'object' && error !== null && '_code' in error ? Number(error._code) : 0;
