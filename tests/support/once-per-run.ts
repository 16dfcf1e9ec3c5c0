/**
 * A resource vitest's global set-ups make once per vitest process. Each project that names a
 * global set-up runs its own setup and teardown (and may load its module apart), so the resource
 * is held on globalThis under `key`: the first setup makes it, later ones share it, and the last
 * teardown releases it.
 */
export function oncePerRun<T>(
  key: string,
  make: () => T | Promise<T>,
  release: (resource: T) => void | Promise<void>,
): { acquire: () => Promise<T>; drop: () => Promise<void> } {
  const slots = globalThis as unknown as Record<
    string,
    { users: number; ready: Promise<T> | null } | undefined
  >;
  const slot = (slots[key] ??= { users: 0, ready: null });
  return {
    acquire: () => {
      slot.users++;
      return (slot.ready ??= Promise.resolve().then(make));
    },
    drop: async () => {
      if (--slot.users > 0 || !slot.ready) return;
      const resource = await slot.ready;
      slot.ready = null;
      await release(resource);
    },
  };
}
