/**
 * Build mechanisms switched off one at a time, to measure what each saves
 * (DEALER_BUILD_OFF=<name>[,<name>…]; `npm run bench:ablation` sets it). A name it does not
 * know stops the build, so a typo never measures the mechanism on while calling it off.
 */

/** The mechanisms a build can leave out, by the name DEALER_BUILD_OFF takes. */
export const BUILD_MECHANISMS = [
  // the island-render and island-styles patches (patches/) are applied at install, not here
  'react-string-render',
  'data-store-file',
  'parallel-prerender',
  'parse-numbers',
] as const;
export type BuildMechanism = (typeof BUILD_MECHANISMS)[number];

/** The mechanisms DEALER_BUILD_OFF leaves out. */
export function buildOff(
  env: Record<string, string | undefined> = process.env,
): Set<BuildMechanism> {
  const names = (env.DEALER_BUILD_OFF ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const name of names)
    if (!(BUILD_MECHANISMS as readonly string[]).includes(name))
      throw new Error(
        `DEALER_BUILD_OFF names "${name}", which is not a build mechanism (${BUILD_MECHANISMS.join(', ')})`,
      );
  return new Set(names as BuildMechanism[]);
}
