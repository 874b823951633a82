/**
 * Things to stop when the session ends (the live-auction hub connection registers here):
 * `onLogout(() => connection.stop())`. Every logout event runs them, forced or explicit.
 */
type Hook = () => void | Promise<void>;

const hooks = new Set<Hook>();

export function onLogout(cb: Hook): () => void {
  hooks.add(cb);
  return () => hooks.delete(cb);
}

export async function runLogoutHooks(): Promise<void> {
  // One failing hook must not keep the others (or the logout) from running.
  await Promise.all(
    [...hooks].map(async (h) => {
      try {
        await h();
      } catch (err) {
        console.error('Logout hook failed', err);
      }
    }),
  );
}
