/**
 * Session events of docs/spec.md §4: 'no-auth' (a 401: try a silent refresh, else log out) and 'logout'
 * (clear storage and cookies, go home). Plain browser events so any module can emit them without
 * importing React state.
 */
export type SessionEvent = 'no-auth' | 'logout' | 'socket-reconnect';

// One target per page, kept on window: a module evaluated twice (hot reload, a duplicated chunk)
// must still reach the listeners the session manager registered.
function sharedTarget(): EventTarget | null {
  if (typeof window === 'undefined') return null;
  const w = window as Window & { __esatisSessionEvents?: EventTarget };
  if (!w.__esatisSessionEvents) w.__esatisSessionEvents = new EventTarget();
  return w.__esatisSessionEvents;
}
const target = sharedTarget();

export function emitSessionEvent(name: SessionEvent) {
  target?.dispatchEvent(new Event(name));
}

export function onSessionEvent(name: SessionEvent, handler: () => void): () => void {
  if (!target) return () => {};
  target.addEventListener(name, handler);
  return () => target.removeEventListener(name, handler);
}
