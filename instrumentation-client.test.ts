/**
 * The browser's start-up code turns on zod's jitless parsing without importing zod
 * (instrumentation-client.ts): this holds only while zod reads its config from where that file writes it.
 */
describe('instrumentation-client', () => {
  it('makes zod parse without probing new Function, before zod is loaded', async () => {
    await import('./instrumentation-client');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
