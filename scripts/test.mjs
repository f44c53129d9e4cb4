// `npm test`: every test — server (Vitest through app.inject on a real database), web components
// (Vitest + Testing Library), then the built app end to end in Chromium (Playwright).
// It never skips the browser or outage tests: without /usr/bin/chromium or redis-server it installs
// them (root + apt) or stops with the exact command to run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'node_modules/.cache/tuitionhub/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, env: { ...process.env, ...env } });
  if (res.status !== 0) {
    console.error(`\n✖ ${label} failed`);
    summary();
    process.exit(res.status ?? 1);
  }
}

/**
 * A program the tests need from Debian's packages: present, installed now (root + apt), or a stop with
 * the exact command to run — never a silent skip.
 */
function ensureDebianPackage(what, binary, pkg, why, alternative = '') {
  const present = () =>
    binary.startsWith('/')
      ? existsSync(binary)
      : spawnSync('sh', ['-c', `command -v ${binary}`], { stdio: 'ignore' }).status === 0;
  if (present()) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log(`${what} is missing: installing it with apt-get (Debian package "${pkg}")…`);
    const update = spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    const install = spawnSync('apt-get', ['install', '-y', pkg], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (update.status === 0 && install.status === 0 && present()) return;
  }
  console.error(
    `\n${why} need ${what} (${binary}) and it is not there.\n` +
      `  Install it:  sudo apt-get update && sudo apt-get install -y ${pkg}\n` +
      alternative +
      '  then run `npm test` again.\n',
  );
  process.exit(1);
}

function count(file, pick) {
  try {
    return pick(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
}
/** The reliability suite's parts (authorization sweep, hostile input, crash and restart…), summed. */
function reliabilityFigures() {
  try {
    const lines = readFileSync(path.join(reports, 'reliability.jsonl'), 'utf8').trim().split('\n');
    const sum = { requests: 0, serverErrors: 0, malformedBodies: 0, lostWrites: 0 };
    for (const line of lines) {
      const part = JSON.parse(line);
      for (const key of Object.keys(sum)) sum[key] += part[key];
    }
    return sum;
  } catch {
    return null;
  }
}
function summary() {
  const vitest = (j) => ({ passed: j.numPassedTests, failed: j.numFailedTests });
  const parts = [
    count(path.join(reports, 'server.json'), vitest),
    count(path.join(reports, 'web.json'), vitest),
    count(path.join(reports, 'e2e.json'), (j) => ({
      passed: j.stats.expected + j.stats.flaky,
      failed: j.stats.unexpected,
    })),
  ].filter(Boolean);
  const passed = parts.reduce((n, p) => n + p.passed, 0);
  const failed = parts.reduce((n, p) => n + p.failed, 0);
  const reliability = reliabilityFigures();
  if (reliability) {
    console.log(
      `\nreliability: ${reliability.requests} requests tried, ${reliability.serverErrors} 5xx, ` +
        `${reliability.malformedBodies} malformed error bodies, ${reliability.lostWrites} lost writes`,
    );
  }
  console.log(`tests: ${passed} passed, ${failed} failed`);
}

ensureDebianPackage(
  'Chromium',
  chromium,
  'chromium',
  'The browser tests',
  '  (or set CHROMIUM_PATH to a Chromium/Chrome binary),\n',
);
ensureDebianPackage('Redis', 'redis-server', 'redis-server', 'The outage tests (they start their own Redis)');
const vitestJson = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, `${name}.json`)}`,
];
run('server tests', 'npx', ['vitest', 'run', '--root', 'apps/server', ...vitestJson('server')], {
  TH_REPORTS_DIR: reports,
});
run('web tests', 'npx', ['vitest', 'run', '--root', 'apps/web', ...vitestJson('web')]);
run('build', 'npm', ['run', 'build']);
run('end-to-end tests (Chromium)', 'npx', ['playwright', 'test'], {
  E2E_JSON: path.join(reports, 'e2e.json'),
});
summary();
