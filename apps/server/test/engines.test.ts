import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
const read = (file: string) => JSON.parse(readFileSync(new URL(file, root), 'utf8'));

describe('the documented Node.js version', () => {
  it('is accepted by every installed package (npm install prints no EBADENGINE warning on it)', () => {
    const documented = read('package.json').engines.node as string;
    const minimum = semver.minVersion(documented)!.version;
    expect(readFileSync(new URL('README.md', root), 'utf8')).toContain(
      `Node.js ${minimum.replace(/\.0$/, '')} or newer`,
    );
    const packages = read('package-lock.json').packages as Record<string, { engines?: { node?: unknown } }>;
    const refusing = Object.entries(packages)
      .filter(([, p]) => typeof p.engines?.node === 'string' && !semver.satisfies(minimum, p.engines.node))
      .map(([name, p]) => `${name} needs node ${p.engines!.node}`);
    expect(refusing).toEqual([]);
  });
});
