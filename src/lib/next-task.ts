/**
 * Resolves in a new task, so the browser can handle input and paint in between. Not
 * `setTimeout(0)`: nested timers wait at least 4 ms each, which over the fifty slices of a 10 MB
 * import added about 200 ms of idle time. A message to a channel of our own is not clamped.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
