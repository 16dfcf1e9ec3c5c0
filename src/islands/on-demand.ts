/**
 * Code a page loads when it is first needed (a dynamic import): one load at a time, the
 * result kept once it has arrived (`loaded`, for callers that act at once when it is here),
 * and a failed load (offline) tried again by the next call.
 */
export function onDemand<T>(importer: () => Promise<T>): {
  load: () => Promise<T>;
  readonly loaded: T | null;
} {
  let loading: Promise<T> | null = null;
  let loaded: T | null = null;
  return {
    load() {
      loading ??= importer().then(
        (value) => (loaded = value),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    get loaded() {
      return loaded;
    },
  };
}
