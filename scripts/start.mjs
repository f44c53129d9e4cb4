// `npm start`: runs the built server (web app + API) in production mode on PORT (default 3000).
import { spawn } from 'node:child_process';
import { serverNodeFlags } from './server-node-flags.mjs';

const env = { NODE_ENV: 'production', ...process.env };
const child = spawn(process.execPath, [...serverNodeFlags(env), 'apps/server/dist/server.js'], {
  stdio: 'inherit',
  env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
