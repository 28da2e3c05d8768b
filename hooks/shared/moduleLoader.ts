/**
 * Loads a module that no other module imports statically (so a consumer's bundler splits it off) once,
 * and again after a failed load: the add's checks and calls (addToCartLoader.ts), the page's cart calls
 * (pageCartCalls.ts).
 */

/** A module loaded on demand. */
export interface ModuleLoader<T> {
  /** Starts loading, if not started or loaded; a failure is not reported here but met again at the next load. */
  prepare(): void;
  /** The module, loaded if it is not yet; rejects when it cannot be loaded (the next call tries again). */
  load(): Promise<T>;
  /** The module once it has loaded, else undefined. */
  loaded(): T | undefined;
}

function ignore(): void {}

/** A loader calling `load` for the module. */
export function createModuleLoader<T>(load: () => Promise<T>): ModuleLoader<T> {
  let module: T | undefined;
  let loading: Promise<T> | undefined;
  const loader: ModuleLoader<T> = {
    prepare() {
      loader.load().catch(ignore);
    },
    load() {
      if (module !== undefined) return Promise.resolve(module);
      loading ??= load().then(
        (loadedModule) => {
          module = loadedModule;
          return loadedModule;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => module,
  };
  return loader;
}
