/**
 * A promise the test releases: a mocked CMS answer waits on it, so the test decides when the
 * response arrives instead of racing a real-time delay against lazy chunks on a busy machine.
 */
export function createGate() {
  let release: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (release = resolve));
  return { opened, release: () => release() };
}
