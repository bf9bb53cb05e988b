export default async function globalTeardown() {
  await globalThis.__collabhubAuthEmulator?.stop();
}
