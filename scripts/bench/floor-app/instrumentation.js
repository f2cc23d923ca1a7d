// Deliberately empty. Turbopack looks for an instrumentation file by walking up from this app to
// its root (the site's directory, which holds node_modules); without one here it builds the site's
// src/instrumentation.ts into the floor, which opens the site's database and starts the outbox
// worker. This file stops that walk, so the floor stays an app with nothing of the site's.
export function register() {}
