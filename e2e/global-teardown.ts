// Playwright kills the web server hard; Postgres runs detached, so stop it here.
export default async function teardown() {
  // @ts-expect-error plain ESM script without types
  const { stopEmbeddedPostgres } = await import('../scripts/pg-stop.mjs');
  await stopEmbeddedPostgres('.data-e2e');
}
