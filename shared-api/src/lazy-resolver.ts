import type { FieldValues, Path, Resolver } from 'react-hook-form';

// A form whose page should not wait for the schema library (the Shorts feed, the debate chat:
// ARCHITECTURE.md, "What a page loads") still validates with the server's zod schema: the
// resolver that holds it downloads when the form is first focused (`prepare`) or submitted.
// Only types come from react-hook-form, so this module costs the entry nothing.

/** What a form says when its rules could not be downloaded (a submit is refused meanwhile). */
export const FORM_RULES_UNAVAILABLE =
  'The form could not be loaded completely. Check your connection and try again.';

export interface LazyResolver<Values extends FieldValues, Context, Output> extends Resolver<
  Values,
  Context,
  Output
> {
  /** Starts the download without waiting for it (a form got focus: a submit may follow). */
  prepare: () => void;
}

export interface LazyResolverOptions<Values extends FieldValues> {
  /** A top-level field that says so when the rules cannot be downloaded. */
  field: Path<Values>;
  message: string;
}

/**
 * `load` resolves to the real resolver (say `zodResolver(schema)` after
 * `import('shared-api/contracts')`); it runs once, and again after a failed download. A submit
 * while the rules are unavailable is refused with `message` on `field`.
 */
export function lazyResolver<Values extends FieldValues, Context = unknown, Output = Values>(
  load: () => Promise<Resolver<Values, Context, Output>>,
  { field, message }: LazyResolverOptions<Values>,
): LazyResolver<Values, Context, Output> {
  let loading: Promise<Resolver<Values, Context, Output>> | null = null;
  let loaded: Resolver<Values, Context, Output> | null = null;
  const get = () => {
    loading ??= load().then((resolve) => (loaded = resolve));
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
  const whenLoaded = async (...args: Parameters<Resolver<Values, Context, Output>>) => {
    let resolve: Resolver<Values, Context, Output>;
    try {
      resolve = await get();
    } catch {
      return { values: {}, errors: { [field]: { type: 'unavailable', message } } };
    }
    return resolve(...args);
  };
  // Once loaded, the check is handed on directly: a submit then takes no extra turns.
  const resolver = ((...args: Parameters<Resolver<Values, Context, Output>>) =>
    loaded ? loaded(...args) : whenLoaded(...args)) as LazyResolver<Values, Context, Output>;
  resolver.prepare = () => {
    get().catch(() => undefined);
  };
  return resolver;
}
