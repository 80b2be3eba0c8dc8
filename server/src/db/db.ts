// The one database interface the server codes against. Two implementations speak the same
// PostgreSQL dialect: PGlite (embedded, default) and a `pg` Pool (DATABASE_URL). Both return
// the same JavaScript types for the same SQL types (see type-parsers.ts).

/** A value a query parameter may hold. */
export type SqlParam =
  | string
  | number
  | bigint
  | boolean
  | Date
  | Uint8Array
  | null
  | undefined
  | readonly SqlParam[]
  | { readonly [key: string]: unknown };

export interface QueryResult<T> {
  rows: T[];
}

/** What a transaction callback gets: the same queries, bound to one connection. */
export interface DbTx {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: readonly SqlParam[],
  ): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends DbTx {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws.
   * Inside, use only `tx`: on PGlite a query on `db` would wait for the transaction to end.
   */
  transaction<T>(fn: (tx: DbTx) => Promise<T>): Promise<T>;
  /**
   * LISTENs on a NOTIFY channel: `onNotify` gets each payload. `onGap` is called when the
   * listening connection was lost and is back (PostgreSQL), so notifications may have been
   * missed in between; `onLost` when it was lost (before it is back). Answers the function that
   * stops listening.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onGap?: () => void,
    onLost?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
