// Without zod: the donate page reads it as it draws (bench/notes.md: zod loads on first use).

/** The donate page's query parameter that carries an express link's token. */
export const EXPRESS_LINK_QUERY = 'express';
