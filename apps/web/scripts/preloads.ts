import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The route modules (src/app/routes) the router loads as pages; not the parts pages load under their first screen. */
export const pageModules = readdirSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/app/routes'),
)
  .filter((f) => /^[\w-]+\.tsx$/.test(f) && !/^(profile-more|home-sections|page-loading)\.tsx$/.test(f))
  .map((f) => f.slice(0, -'.tsx'.length));

const pageChunk = new RegExp(`/(${pageModules.join('|')})-[\\w-]{8}\\.js$`);
const takeOver = /\/(first-screen-client|home-take-over)-[\w-]{8}\.js$/;

/**
 * For `build.modulePreload.resolveDependencies`: whether a dynamic import of `file` (a built chunk)
 * from `hostId` (the chunk with the import()) preloads the chunk's own imports. Vite's helper adds a
 * <link rel=modulepreload> per file, so they come in one round trip, not one per level of imports.
 * Yes for a page's module when the app navigates to it (the login page ~0.5 s after a click on a
 * 150 ms link instead of ~1 s). No for what a page the server drew loads to take it over
 * (first-screen-client.ts and home-take-over.ts import the page themselves), nor for the parts a page
 * loads under its first screen (profile-more, home-sections, the footer…): there, dozens of preload
 * links added in one task and the files arriving all at once held the main thread (a profile's Total
 * Blocking Time on Lighthouse's mobile preset ~750 ms with them, ~320 without; issue 16).
 */
export const preloadsItsImports = (file: string, hostId: string) =>
  pageChunk.test(file) && !takeOver.test(hostId);
