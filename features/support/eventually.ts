/**
 * Retries an assertion until it holds or the time is up, then throws its last error. The page
 * renders asynchronously, so a step checks what a shopper would see once the page settles.
 * Only for something that must appear: an absence holds on the first try, before the thing could
 * have happened. A negative step waits for the event it is about (`world.settle()`: the answer
 * arrived, the clock moved) and then checks the absence once.
 */
export async function eventually(assertion: () => Promise<void> | void, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((done) => setTimeout(done, 50));
    }
  }
}
