/**
 * Runs each call's `pass` after the passes asked for before it, one at a time. A call made while a
 * pass runs gets a pass of its own, never a share of the running one: that one may have started
 * before what the caller knows (the network coming back, a grade just stored), and a joined pass
 * that failed offline would leave the outbox waiting with nothing to send it again.
 */
export function serialQueue(): <T>(pass: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (pass) => {
    const result = tail.then(pass, pass);
    tail = result.catch(() => undefined);
    return result;
  };
}
